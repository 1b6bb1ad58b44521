import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { Icon, type IconName } from '../../components/icons';
import { FLAGS, VACANCIES, VACANCIES_INTRO, type Vacancy } from './landing-content';
import { CardGrid, LandingSection } from './landing-section';

const L = PUBLIC_LABELS.landing.vacancy;

/** The facts each card lists under its location, each with its icon. */
const FACTS: readonly {
  icon: IconName;
  label: string;
  field: 'startDate' | 'workingHours' | 'compensation';
}[] = [
  { icon: 'calendar', label: L.startDate, field: 'startDate' },
  { icon: 'clock', label: L.workingHours, field: 'workingHours' },
  { icon: 'salary', label: L.compensation, field: 'compensation' },
];

/** The job vacancy cards (spec section 3: the static display items). */
export function VacanciesSection() {
  return (
    <LandingSection titleId="vacancies-title" intro={VACANCIES_INTRO}>
      <CardGrid
        items={VACANCIES}
        itemKey={(vacancy) => `${vacancy.position}-${vacancy.location}`}
        column="col-12 col-md-6 col-xl-4"
      >
        {(vacancy) => <VacancyCard vacancy={vacancy} />}
      </CardGrid>
    </LandingSection>
  );
}

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const flag = FLAGS[vacancy.flag];
  const filledShare = Math.round(
    ((vacancy.totalVacancies - vacancy.emptyVacancies) / vacancy.totalVacancies) * 100,
  );
  return (
    <article className="vacancy-card">
      <p className="vacancy-department">
        <span className="visually-hidden">{L.department}: </span>
        {vacancy.department}
      </p>
      <h3>{vacancy.position}</h3>
      <p className="vacancy-location">
        <img src={flag.src} alt="" width={20} height={15} loading="lazy" decoding="async" />
        <span className="visually-hidden">{L.location}: </span>
        {vacancy.location}
      </p>
      <dl className="vacancy-facts">
        {FACTS.map(({ icon, label, field }) => (
          <div key={field}>
            <dt>
              <Icon name={icon} size={16} />
              {label}
            </dt>
            <dd>{vacancy[field]}</dd>
          </div>
        ))}
      </dl>
      <dl className="vacancy-counts">
        <div>
          <dt>{L.totalVacancies}</dt>
          <dd>{vacancy.totalVacancies}</dd>
        </div>
        <div>
          <dt>{L.openVacancies}</dt>
          <dd>{vacancy.emptyVacancies}</dd>
        </div>
      </dl>
      <div className="vacancy-meter" aria-hidden="true">
        <span style={{ width: `${filledShare}%` }} />
      </div>
    </article>
  );
}
