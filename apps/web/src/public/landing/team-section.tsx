import { PORTRAIT_SIZE, PORTRAITS } from './art';
import { TEAM, TEAM_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** The team: name and title of each member (spec section 3), with an illustrated portrait (decorative: the name is beside it). */
export function TeamSection() {
  return (
    <section className="landing-section" aria-labelledby="team-title">
      <div className="container">
        <SectionIntro intro={TEAM_INTRO} id="team-title" />
        <ul className="row g-4 list-unstyled mb-0">
          {TEAM.map((member) => (
            <li key={member.name} className="col-6 col-lg-3">
              <article className="team-card">
                <img
                  src={PORTRAITS[member.portrait]}
                  alt=""
                  width={PORTRAIT_SIZE}
                  height={PORTRAIT_SIZE}
                  loading="lazy"
                  decoding="async"
                />
                <h3>{member.name}</h3>
                <p>{member.title}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
