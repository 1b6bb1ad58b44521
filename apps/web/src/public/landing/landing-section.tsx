import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import type { SectionIntro as Intro } from './landing-content';
import { SectionIntro } from './section-intro';

/**
 * The frame every landing section shares: the section named by its heading, the container, and
 * (when given) the centred intro. `tone` picks the alternate background band.
 */
export function LandingSection({
  titleId,
  intro,
  tone,
  id,
  children,
}: {
  titleId?: string;
  intro?: Intro;
  tone?: 'alt' | 'mint';
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={tone ? `landing-section section-${tone}` : 'landing-section'}
      aria-labelledby={titleId}
    >
      <div className="container">
        {intro && titleId && <SectionIntro intro={intro} id={titleId} />}
        {children}
      </div>
    </section>
  );
}

/** The eyebrow and h2 that open a two-column landing section. */
export function SectionHeading({ eyebrow, title, id }: { eyebrow: string; title: string; id: string }) {
  return (
    <>
      <p className="section-eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
    </>
  );
}

/** A grid of cards, one list item each, keyed by `itemKey`; `ordered` when the order is the content. */
export function CardGrid<T>({
  items,
  itemKey,
  column,
  ordered = false,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  column: string;
  ordered?: boolean;
  children: (item: T, index: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="row g-4 list-unstyled mb-0">
      {items.map((item, index) => (
        <li key={itemKey(item)} className={column}>
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}

/** A list of short lines, each behind the same icon. */
export function IconList({
  items,
  icon,
  size,
  className,
}: {
  items: readonly string[];
  icon: IconName;
  size: number;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={size} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of a step or service card: its mark (an icon, or a step number hidden from screen
 * readers since the list is ordered), its title and its text.
 */
export function MarkedText({
  mark,
  markClassName,
  isMarkHidden = false,
  title,
  text,
}: {
  mark: ReactNode;
  markClassName: string;
  isMarkHidden?: boolean;
  title: string;
  text: string;
}) {
  return (
    <>
      <span className={markClassName} aria-hidden={isMarkHidden ? 'true' : undefined}>
        {mark}
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
    </>
  );
}
