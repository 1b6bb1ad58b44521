import { PORTRAIT_SIZE, PORTRAITS } from './art';
import { TEAM, TEAM_INTRO } from './landing-content';
import { CardGrid, LandingSection } from './landing-section';

/** The team: name and title of each member (spec section 3), with an illustrated portrait (decorative: the name is beside it). */
export function TeamSection() {
  return (
    <LandingSection titleId="team-title" intro={TEAM_INTRO}>
      <CardGrid items={TEAM} itemKey={(member) => member.name} column="col-6 col-lg-3">
        {(member) => (
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
        )}
      </CardGrid>
    </LandingSection>
  );
}
