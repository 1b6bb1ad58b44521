# Draws the landing page's illustrations (src/public/landing/art/*.svg): flat scenes and portraits
# in the brand palette, built from a few shared shapes (people, suitcases, planes, documents) so
# they stay consistent. Nothing is downloaded. Run from anywhere: python3 apps/web/scripts/landing-art.py
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'public', 'landing', 'art')
os.makedirs(OUT, exist_ok=True)

NAVY='#0b2545'; NAVY2='#13315c'; DEEP='#081c34'; TEAL='#0f766e'; TEAL2='#13a89e'; MINT='#e3f3f0'
GOLD='#f4b942'; GOLD_L='#fde7b0'; SKY='#eaf2fb'; SKY2='#d6e6f7'; BLUE='#3b82f6'; BLUE_L='#cfe0f5'
WHITE='#ffffff'; GREY='#cbd5e1'; GREY_L='#e2e8f0'; INK='#334155'
SKINS=['#f1c9a5','#c68642','#8d5524','#e0ac69','#a86f4c']
HAIRS=['#2b1d14','#0f0f10','#6b4423','#c9a06a','#3a2a20']

TITLES = {
  'documents.svg': 'A passport and an application checklist with an approval stamp',
  'airport.svg': 'Travellers with their luggage in an airport departure hall',
  'skyline.svg': 'A city skyline with an aeroplane climbing over it',
  'handshake.svg': 'Two people shaking hands over a signed contract',
  'family.svg': 'A family walking with their suitcases',
  'globe.svg': 'A globe with a flight route and an eligibility checklist',
  'team-1.svg': 'Illustrated portrait', 'team-2.svg': 'Illustrated portrait',
  'team-3.svg': 'Illustrated portrait', 'team-4.svg': 'Illustrated portrait',
}

def svg(w,h,body,title):
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img">\n<title>{TITLES[title]}</title>\n{body}\n</svg>\n'

def bg(w=640,h=480, c1=SKY, c2='#f5f8fc', blob=MINT, gold=True):
    s = f'<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient></defs>'
    s += f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    s += f'<circle cx="{w*0.78}" cy="{h*0.3}" r="{h*0.36}" fill="{blob}"/>'
    if gold: s += f'<circle cx="{w*0.16}" cy="{h*0.2}" r="{h*0.07}" fill="{GOLD}" opacity=".9"/>'
    return s

def person(x, y, s=1.0, skin=SKINS[0], hair=HAIRS[0], top=NAVY, bottom=NAVY2, style='short', facing=0, arm_l=None, arm_r=None, skirt=False, legs='stand'):
    """Standing figure, feet at (x,y). Height ~ 250*s. arms: list of (dx,dy) end points relative to shoulder."""
    g=[]
    H=250*s
    hip_y = y-110*s
    sh_y = y-190*s
    head_cy = y-218*s
    # legs
    if legs=='walk':
        g.append(f'<path d="M{x-10*s} {hip_y} L{x-28*s} {y-4*s}" stroke="{bottom}" stroke-width="{22*s}" stroke-linecap="round" fill="none"/>')
        g.append(f'<path d="M{x+10*s} {hip_y} L{x+26*s} {y-4*s}" stroke="{bottom}" stroke-width="{22*s}" stroke-linecap="round" fill="none"/>')
        g.append(f'<ellipse cx="{x-32*s}" cy="{y}" rx="{15*s}" ry="{6*s}" fill="{DEEP}"/>')
        g.append(f'<ellipse cx="{x+32*s}" cy="{y}" rx="{15*s}" ry="{6*s}" fill="{DEEP}"/>')
    else:
        g.append(f'<path d="M{x-11*s} {hip_y} L{x-12*s} {y-4*s}" stroke="{bottom}" stroke-width="{22*s}" stroke-linecap="round" fill="none"/>')
        g.append(f'<path d="M{x+11*s} {hip_y} L{x+12*s} {y-4*s}" stroke="{bottom}" stroke-width="{22*s}" stroke-linecap="round" fill="none"/>')
        g.append(f'<ellipse cx="{x-16*s}" cy="{y}" rx="{15*s}" ry="{6*s}" fill="{DEEP}"/>')
        g.append(f'<ellipse cx="{x+16*s}" cy="{y}" rx="{15*s}" ry="{6*s}" fill="{DEEP}"/>')
    if skirt:
        g.append(f'<path d="M{x-26*s} {hip_y-10*s} L{x+26*s} {hip_y-10*s} L{x+36*s} {hip_y+45*s} L{x-36*s} {hip_y+45*s}Z" fill="{bottom}"/>')
    # arms behind body
    def arm(side, end):
        sx = x + side*26*s
        ex, ey = sx + end[0]*s, sh_y + 8*s + end[1]*s
        mx, my = (sx+ex)/2 + side*6*s, (sh_y+ey)/2+8*s
        return (f'<path d="M{sx} {sh_y+8*s} Q{mx} {my} {ex} {ey}" stroke="{top}" stroke-width="{19*s}" stroke-linecap="round" fill="none"/>'
                f'<circle cx="{ex}" cy="{ey}" r="{9*s}" fill="{skin}"/>')
    al = arm(-1, arm_l or (-8, 78))
    ar = arm(1, arm_r or (8, 78))
    # long hair falls behind the shoulders: drawn before the torso
    if style=='long':
        g.append(f'<path d="M{x-23*s} {head_cy} Q{x-27*s} {head_cy+30*s} {x-22*s} {sh_y+16*s} L{x+22*s} {sh_y+16*s} Q{x+27*s} {head_cy+30*s} {x+23*s} {head_cy}Z" fill="{hair}"/>')
    # torso
    g.append(f'<path d="M{x-30*s} {sh_y+14*s} Q{x-30*s} {sh_y} {x-16*s} {sh_y} L{x+16*s} {sh_y} Q{x+30*s} {sh_y} {x+30*s} {sh_y+14*s} L{x+27*s} {hip_y+4*s} L{x-27*s} {hip_y+4*s}Z" fill="{top}"/>')
    g.append(al); g.append(ar)
    # neck + head
    g.append(f'<rect x="{x-7*s}" y="{head_cy+12*s}" width="{14*s}" height="{16*s}" rx="{4*s}" fill="{skin}"/>')
    g.append(f'<path d="M{x-9*s} {sh_y} L{x} {sh_y+12*s} L{x+9*s} {sh_y}Z" fill="{skin}"/>')
    g.append(f'<circle cx="{x}" cy="{head_cy}" r="{21*s}" fill="{skin}"/>')
    if style=='short':
        g.append(f'<path d="M{x-22*s} {head_cy+2*s} Q{x-24*s} {head_cy-26*s} {x} {head_cy-24*s} Q{x+24*s} {head_cy-26*s} {x+22*s} {head_cy+2*s} Q{x+14*s} {head_cy-12*s} {x-22*s} {head_cy+2*s}Z" fill="{hair}"/>')
    elif style=='long':
        g.append(f'<path d="M{x-23*s} {head_cy+6*s} Q{x-24*s} {head_cy-26*s} {x} {head_cy-25*s} Q{x+24*s} {head_cy-26*s} {x+23*s} {head_cy+6*s} Q{x+8*s} {head_cy-14*s} {x-8*s} {head_cy-10*s} Q{x-16*s} {head_cy-2*s} {x-23*s} {head_cy+6*s}Z" fill="{hair}"/>')
    elif style=='bun':
        g.append(f'<circle cx="{x}" cy="{head_cy-24*s}" r="{10*s}" fill="{hair}"/>')
        g.append(f'<path d="M{x-22*s} {head_cy+2*s} Q{x-22*s} {head_cy-24*s} {x} {head_cy-22*s} Q{x+22*s} {head_cy-24*s} {x+22*s} {head_cy+2*s} Q{x} {head_cy-14*s} {x-22*s} {head_cy+2*s}Z" fill="{hair}"/>')
    elif style=='bald':
        g.append(f'<path d="M{x-21*s} {head_cy-2*s} Q{x-18*s} {head_cy+8*s} {x-21*s} {head_cy+8*s}Z" fill="{hair}"/>')
    return '\n'.join(g)

def suitcase(x, y, w=46, h=62, c=TEAL, handle=True):
    s=f'<rect x="{x}" y="{y-h}" width="{w}" height="{h}" rx="8" fill="{c}"/>'
    s+=f'<rect x="{x+w*0.28}" y="{y-h+8}" width="4" height="{h-16}" rx="2" fill="#000" opacity=".15"/><rect x="{x+w*0.66}" y="{y-h+8}" width="4" height="{h-16}" rx="2" fill="#000" opacity=".15"/>'
    if handle: s+=f'<path d="M{x+w/2} {y-h} v-34" stroke="{INK}" stroke-width="5" stroke-linecap="round"/><path d="M{x+w/2-10} {y-h-34} h20" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
    s+=f'<circle cx="{x+8}" cy="{y+4}" r="5" fill="{INK}"/><circle cx="{x+w-8}" cy="{y+4}" r="5" fill="{INK}"/>'
    return s

def plane(x, y, s=1.0, c=WHITE, rot=-12):
    return (f'<g transform="translate({x} {y}) rotate({rot}) scale({s})">'
            f'<path d="M-70 0 Q-70 -9 -58 -10 L50 -10 Q72 -9 80 0 Q72 9 50 10 L-58 10 Q-70 9 -70 0Z" fill="{c}"/>'
            f'<path d="M-8 -8 L-36 -52 L-20 -52 L22 -8Z" fill="{c}"/><path d="M-8 8 L-30 40 L-16 40 L20 8Z" fill="{c}" opacity=".85"/>'
            f'<path d="M-56 -8 L-68 -36 L-56 -36 L-40 -8Z" fill="{c}"/>'
            f'<path d="M-40 -2 h72" stroke="{BLUE_L}" stroke-width="4" stroke-dasharray="6 6" stroke-linecap="round"/></g>')

def lines(x, y, widths, gap=16, c=GREY, h=7):
    return ''.join(f'<rect x="{x}" y="{y+i*gap}" width="{w}" height="{h}" rx="{h/2}" fill="{c}"/>' for i,w in enumerate(widths))

def check(x, y, r=11, c=TEAL):
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{c}"/><path d="M{x-r*0.45} {y} l{r*0.3} {r*0.32} l{r*0.55} {-r*0.62}" stroke="#fff" stroke-width="{r*0.28}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'

def write(name, w, h, body):
    open(os.path.join(OUT, name), 'w').write(svg(w,h,body,name))

# 1. documents: passport and application file on a desk
b = bg()
b += '<rect x="0" y="390" width="640" height="90" fill="#dbe7f4"/>'
# back sheet
b += f'<g transform="rotate(-6 300 230)"><rect x="190" y="70" width="250" height="320" rx="14" fill="{WHITE}" stroke="{GREY_L}" stroke-width="2"/>' + lines(222,110,[150,120,170,90],18) + '</g>'
# front sheet (application form)
b += f'<g transform="rotate(4 360 250)"><rect x="250" y="90" width="260" height="320" rx="14" fill="{WHITE}" stroke="{GREY_L}" stroke-width="2"/>'
b += f'<rect x="250" y="90" width="260" height="46" rx="14" fill="{NAVY}"/><rect x="250" y="118" width="260" height="18" fill="{NAVY}"/>' + lines(274,107,[110],c='#7f95b3',h=9)
for i in range(5):
    yy = 166+i*44
    b += check(288, yy, 11, TEAL if i<4 else GREY) + lines(310, yy-8, [150 - (i%2)*40, 100 - (i%3)*20], 14)
b += '</g>'
# passport
b += f'<g transform="rotate(-14 170 330)"><rect x="95" y="235" width="150" height="200" rx="14" fill="{NAVY}"/><rect x="95" y="235" width="18" height="200" rx="8" fill="{DEEP}"/>'
b += f'<circle cx="178" cy="315" r="34" fill="none" stroke="{GOLD}" stroke-width="4"/><path d="M144 315h68M178 281v68M152 298q26 10 52 0M152 332q26-10 52 0" stroke="{GOLD}" stroke-width="3" fill="none"/>'
b += f'<rect x="140" y="372" width="76" height="8" rx="4" fill="{GOLD}"/><rect x="152" y="390" width="52" height="6" rx="3" fill="{GOLD}" opacity=".7"/></g>'
# approved stamp
b += f'<g transform="rotate(-12 500 360)"><circle cx="500" cy="360" r="52" fill="none" stroke="{TEAL}" stroke-width="6" opacity=".9"/><circle cx="500" cy="360" r="40" fill="none" stroke="{TEAL}" stroke-width="2" opacity=".9"/>' + check(500,360,20,TEAL) + '</g>'
# pen
b += f'<g transform="rotate(38 560 210)"><rect x="548" y="120" width="18" height="150" rx="9" fill="{GOLD}"/><path d="M548 270 l9 26 l9 -26z" fill="{INK}"/><rect x="548" y="140" width="18" height="10" fill="{NAVY}"/></g>'
write('documents.svg',640,480,b)

# 2. airport: departure hall with travellers
b = bg(c1='#dbe9f7', c2='#eef4fb', blob='#cfe7ef')
# window frame with sky
b += f'<rect x="40" y="40" width="560" height="250" rx="18" fill="#bcd6f0"/>'
b += f'<rect x="40" y="40" width="560" height="250" rx="18" fill="none" stroke="{NAVY2}" stroke-width="8"/>'
b += ''.join(f'<path d="M{40+i*140} 40 v250" stroke="{NAVY2}" stroke-width="6"/>' for i in range(1,4))
b += '<circle cx="520" cy="100" r="30" fill="#fff3d1"/>'
b += '<path d="M70 250 q40 -30 80 0 q30 -20 60 0z M360 230 q30 -24 60 0 q26 -16 52 0z" fill="#fff" opacity=".8"/>'
b += plane(330, 140, 1.0, WHITE, -14)
# departures board
b += f'<rect x="400" y="170" width="180" height="96" rx="10" fill="{NAVY}"/>'
for i in range(4):
    b += f'<rect x="414" y="{184+i*19}" width="70" height="8" rx="4" fill="{GOLD if i==0 else "#9fb3cc"}"/><rect x="496" y="{184+i*19}" width="34" height="8" rx="4" fill="#9fb3cc"/><rect x="540" y="{184+i*19}" width="26" height="8" rx="4" fill="{TEAL2}"/>'
# floor
b += '<rect x="0" y="330" width="640" height="150" fill="#e6eef7"/><path d="M0 330 h640" stroke="#c7d6e8" stroke-width="4"/>'
# travellers
b += suitcase(150, 440, 44, 64, TEAL)
b += person(230, 446, 0.95, SKINS[1], HAIRS[1], top=TEAL2, bottom=NAVY, style='short', legs='walk', arm_l=(-30,60))
b += person(360, 446, 0.92, SKINS[0], HAIRS[2], top=GOLD, bottom=NAVY2, style='long', legs='walk', arm_r=(34,62))
b += suitcase(394, 440, 40, 56, NAVY2)
b += person(500, 446, 0.9, SKINS[2], HAIRS[1], top=NAVY, bottom='#475569', style='bald', arm_l=(-20,70))
b += f'<rect x="452" y="356" width="30" height="22" rx="4" fill="{GOLD}"/>'
write('airport.svg',640,480,b)

# 3. skyline with climbing plane
b = bg(c1='#d9e8f7', c2='#f2f7fc', blob='#fde7b0', gold=False)
b += '<circle cx="480" cy="150" r="58" fill="#f7c867" opacity=".9"/>'
b += '<path d="M60 120 q30 -22 60 0 q24 -14 48 0z M430 250 q26 -20 52 0 q22 -12 44 0z" fill="#fff"/>'
b += f'<path d="M120 330 C 260 300, 360 220, 470 140" stroke="{NAVY2}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" fill="none" opacity=".55"/>'
b += plane(500, 120, 0.8, NAVY, -28)
bld = [(30,300,70,'#9fb9d6'),(95,250,60,'#7f9fc4'),(150,210,54,NAVY2),(200,270,70,'#5b7fb0'),(265,170,58,NAVY),(318,235,64,TEAL),(378,200,50,NAVY2),(424,280,80,'#7f9fc4'),(500,240,56,NAVY),(552,300,70,'#9fb9d6')]
for (x,top,w,c) in bld:
    b += f'<rect x="{x}" y="{top}" width="{w}" height="{480-top}" fill="{c}"/>'
    for yy in range(top+18, 440, 26):
        for xx in range(x+10, x+w-14, 18):
            if (xx*7+yy*3) % 5 != 0:
                b += f'<rect x="{xx}" y="{yy}" width="8" height="12" rx="1.5" fill="#eaf2fb" opacity=".55"/>'
b += f'<rect x="287" y="140" width="14" height="32" fill="{NAVY}"/><circle cx="294" cy="138" r="5" fill="{GOLD}"/>'
b += '<rect x="0" y="440" width="640" height="40" fill="#0b2545"/>'
write('skyline.svg',640,480,b)

# 4. handshake: two professionals over a contract
b = bg(c1='#e6f2ef', c2='#f5f9fb', blob='#d6e6f7')
b += f'<rect x="215" y="60" width="210" height="270" rx="14" fill="{WHITE}" stroke="{GREY_L}" stroke-width="2"/>'
b += lines(245, 92, [150, 120, 140, 100, 150, 90], 20)
b += f'<path d="M245 290 q20 -24 36 -4 t34 -6 t30 4" stroke="{NAVY}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M245 304 h150" stroke="{GREY}" stroke-width="3"/>'
b += check(392, 92, 18, TEAL)
b += '<rect x="0" y="420" width="640" height="60" fill="#dfeaf5"/>'
b += person(190, 440, 1.05, SKINS[3], HAIRS[0], top=NAVY, bottom=NAVY2, style='short', arm_r=(86, 20))
b += person(450, 440, 1.05, SKINS[2], HAIRS[1], top=TEAL, bottom='#334155', style='bun', arm_l=(-86, 20))
b += f'<ellipse cx="320" cy="{440-190*1.05+8*1.05+20*1.05}" rx="24" ry="14" fill="{SKINS[3]}"/>'
b += f'<ellipse cx="330" cy="{440-190*1.05+8*1.05+22*1.05}" rx="18" ry="11" fill="{SKINS[2]}"/>'
write('handshake.svg',640,480,b)

# 5. family walking with luggage
b = bg(c1='#eaf2fb', c2='#f7f9fc', blob='#fde7b0')
b += f'<path d="M60 150 C 200 60, 420 60, 580 140" stroke="{NAVY2}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" fill="none" opacity=".5"/>'
b += plane(560, 130, 0.55, NAVY, 18)
b += f'<path d="M60 190 l40 -34 l40 34 v60 h-80z" fill="{WHITE}"/><path d="M52 194 l48 -42 l48 42" stroke="{TEAL}" stroke-width="8" fill="none" stroke-linejoin="round"/><rect x="90" y="216" width="20" height="34" fill="{TEAL}"/>'
b += '<rect x="0" y="400" width="640" height="80" fill="#e3ecf6"/>'
b += suitcase(120, 440, 48, 70, GOLD)
b += person(210, 446, 1.0, SKINS[0], HAIRS[0], top=NAVY, bottom=NAVY2, style='short', legs='walk', arm_l=(-30,66), arm_r=(30,60))
b += person(300, 446, 0.62, SKINS[0], HAIRS[3], top=GOLD, bottom=NAVY, style='short', legs='walk', arm_l=(-40,40))
b += person(390, 446, 0.95, SKINS[0], HAIRS[2], top=TEAL, bottom=NAVY2, skirt=True, style='long', legs='walk', arm_l=(-40,40), arm_r=(30,62))
b += person(470, 446, 0.55, SKINS[0], HAIRS[2], top='#f7a8a8', bottom=NAVY, style='bun', legs='walk', arm_l=(-40,30))
b += suitcase(520, 440, 40, 54, NAVY2)
write('family.svg',640,480,b)

# 6. globe with route pins and a checklist
b = bg(c1='#e3f3f0', c2='#f4f9fb', blob='#d6e6f7')
b += f'<circle cx="270" cy="250" r="160" fill="{NAVY}"/>'
b += f'<g fill="none" stroke="#3e6a9a" stroke-width="3"><ellipse cx="270" cy="250" rx="70" ry="160"/><ellipse cx="270" cy="250" rx="130" ry="160"/><path d="M110 250h320M130 170h280M130 330h280"/></g>'
b += f'<path d="M190 140 q40 -10 60 10 q10 30 -20 40 q-30 10 -44 -16z M300 190 q40 -20 70 10 q20 30 -10 60 q-30 20 -50 -10 q-20 -30 -10 -60z M200 270 q30 0 40 30 q0 40 -30 50 q-20 -20 -10 -80z" fill="{TEAL2}" opacity=".85"/>'
b += f'<path d="M200 170 Q270 60 352 222" stroke="{GOLD}" stroke-width="4" stroke-dasharray="3 10" stroke-linecap="round" fill="none"/>'
def pin(x,y,c):
    return f'<path d="M{x} {y} c-14 -18 -20 -26 -20 -36 a20 20 0 0 1 40 0 c0 10 -6 18 -20 36z" fill="{c}"/><circle cx="{x}" cy="{y-36}" r="7" fill="#fff"/>'
b += pin(200,178,GOLD) + pin(352,230,GOLD)
b += f'<g transform="rotate(5 500 300)"><rect x="410" y="200" width="180" height="210" rx="14" fill="{WHITE}" stroke="{GREY_L}" stroke-width="2"/>'
for i in range(4):
    yy=242+i*42
    b += check(440,yy,11,TEAL if i<3 else GREY) + lines(462,yy-9,[100,70],14)
b += '</g>'
write('globe.svg',640,480,b)

# Team portraits: 240x240
def portrait(name, skin, hair, style, shirt, bgc, collar=WHITE, beard=False, glasses=False):
    s = f'<rect width="240" height="240" fill="{bgc}"/>'
    s += f'<circle cx="190" cy="50" r="60" fill="#fff" opacity=".35"/>'
    if style=='long':
        s += f'<path d="M66 112 Q60 190 84 206 L156 206 Q180 190 174 112Z" fill="{hair}"/>'
    # shoulders
    s += f'<path d="M30 240 Q34 180 90 170 L150 170 Q206 180 210 240Z" fill="{shirt}"/>'
    s += f'<path d="M100 170 L120 200 L140 170Z" fill="{collar}"/>'
    s += f'<rect x="104" y="140" width="32" height="40" rx="12" fill="{skin}"/>'
    s += f'<path d="M104 168 L120 192 L136 168Z" fill="{skin}"/>'
    s += f'<ellipse cx="120" cy="110" rx="44" ry="50" fill="{skin}"/>'
    s += f'<ellipse cx="76" cy="114" rx="7" ry="11" fill="{skin}"/><ellipse cx="164" cy="114" rx="7" ry="11" fill="{skin}"/>'
    if style=='short':
        s += f'<path d="M74 108 Q70 56 120 56 Q170 56 166 108 Q160 84 140 78 Q110 88 80 84 Q76 94 74 108Z" fill="{hair}"/>'
    elif style=='long':
        s += f'<path d="M72 118 Q66 54 120 54 Q176 54 168 118 Q160 82 132 76 Q104 92 72 118Z" fill="{hair}"/>'
    elif style=='bun':
        s += f'<circle cx="120" cy="52" r="20" fill="{hair}"/><path d="M75 106 Q72 60 120 60 Q168 60 165 106 Q150 80 120 78 Q90 80 75 106Z" fill="{hair}"/>'
    elif style=='receding':
        s += f'<path d="M76 110 Q74 66 104 60 Q120 70 136 60 Q166 66 164 110 Q160 90 150 84 Q120 76 90 84 Q80 90 76 110Z" fill="{hair}"/>'
    # face
    s += f'<ellipse cx="103" cy="114" rx="4.5" ry="5.5" fill="#1f2937"/><ellipse cx="137" cy="114" rx="4.5" ry="5.5" fill="#1f2937"/>'
    s += f'<path d="M96 100 q7 -5 14 0 M130 100 q7 -5 14 0" stroke="{hair}" stroke-width="3.5" stroke-linecap="round" fill="none"/>'
    s += f'<path d="M120 118 q-4 12 2 14" stroke="#000" stroke-opacity=".18" stroke-width="3" fill="none" stroke-linecap="round"/>'
    if beard:
        s += f'<path d="M80 118 Q84 162 120 164 Q156 162 160 118 Q150 140 120 142 Q90 140 80 118Z" fill="{hair}"/>'
        s += f'<path d="M108 142 q12 7 24 0" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>'
    else:
        s += f'<path d="M106 140 q14 10 28 0" stroke="#7c2d12" stroke-opacity=".7" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
    if glasses:
        s += f'<g fill="none" stroke="{NAVY}" stroke-width="3"><circle cx="103" cy="114" r="13"/><circle cx="137" cy="114" r="13"/><path d="M116 114 h8 M90 112 l-12 -3 M150 112 l12 -3"/></g>'
    write(name, 240, 240, s)

portrait('team-1.svg', SKINS[0], '#a0522d', 'long', NAVY, '#d6e6f7')
portrait('team-2.svg', SKINS[2], HAIRS[1], 'short', TEAL, '#e3f3f0', beard=True)
portrait('team-3.svg', SKINS[3], HAIRS[0], 'bun', NAVY2, '#fde7b0', glasses=True)
portrait('team-4.svg', SKINS[1], '#8b95a1', 'short', '#334155', '#dbe7f4')
print('illustrations written to', os.path.normpath(OUT))
