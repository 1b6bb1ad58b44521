import type { SectionIntro as Intro } from './landing-content';

/** The eyebrow, heading (h2) and lead line that open each landing section. */
export function SectionIntro({
  intro,
  id,
  align = 'center',
}: {
  intro: Intro;
  id: string;
  align?: 'center' | 'start';
}) {
  return (
    <div className={align === 'center' ? 'section-intro' : 'section-intro section-intro-start'}>
      <p className="section-eyebrow">{intro.eyebrow}</p>
      <h2 id={id}>{intro.title}</h2>
      {intro.lead && <p className="section-lead">{intro.lead}</p>}
    </div>
  );
}
