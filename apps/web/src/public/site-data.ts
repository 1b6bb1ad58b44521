import type { Page, Slider } from '@visadesk/contract';
import {
  CATALOGUE_API,
  DEFAULT_SETTINGS,
  isTimeZone,
  isWellFormedPageLink,
  normalizePageLink,
  ROLES,
  SECOND_FACTOR_REQUIRED,
  type Settings,
  SOCIAL_NETWORKS,
  TIMEOUTS,
} from '@visadesk/contract/plain';
import { useEffect, useMemo, useState } from 'react';
import { setOfficeTimeZone } from '../lib/office-time-zone';
import { pageSiteName } from '../lib/page-site-name';

/*
 * The public pages' data: site settings, published sliders and published content pages, read with
 * plain fetch (no RTK Query, no zod: they stay out of the public bundle) and checked against the
 * contract's plain definitions (its types, DEFAULT_SETTINGS, the page link rule). Each is fetched
 * at most once per page load and shared by every component that asks. Whatever fails (no answer
 * in 5 s, an error status, an unexpected shape) falls back to the static content: the default
 * settings, no slides, no extra navigation links.
 */

/** A published homepage slide, with the API's confusing names made plain. */
export interface Slide {
  id: Slider['_id'];
  /** The slider's `thumbnail` field: the slide's title. */
  heading: Slider['thumbnail'];
  /** The slider's `title` field: the slide's text. */
  text: Slider['title'];
  image: Slider['image'];
}

/** A published content page (its content is Markdown). */
export type PublicPage = { id: Page['_id'] } & Pick<Page, 'title' | 'content' | 'link' | 'shownOnNavbar'>;

export type FetchOutcome = { ok: true; data: unknown } | { ok: false; notFound: boolean };
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** GET a JSON document; never throws. `notFound` tells a 404 apart from every other failure. */
export async function getJson(url: string, fetchImpl: FetchLike = fetch): Promise<FetchOutcome> {
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
    if (!response.ok) return { ok: false, notFound: response.status === 404 };
    return { ok: true, data: await response.json() };
  } catch {
    // Time-out, network failure or a body that is not JSON.
    return { ok: false, notFound: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** An absolute http(s) address, or null: nothing else may become a link or an image source. */
export function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source: http(s) or a path on this site (the API hands out signed `/api/files/...` paths). */
function imageSource(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  if (candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
  return webUrl(candidate);
}

/** A time zone the server named, or null (an answer without one leaves the zone already known). */
function officeZoneOf(data: unknown): string | null {
  const zone = isRecord(data) ? text(data.timeZone) : null;
  return zone && isTimeZone(zone) ? zone : null;
}

/** Each link the settings may name: http(s) only; null for a network without one. */
function socialLinks(source: Record<string, unknown>): Settings['social'] {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, webUrl(source[network])]),
  ) as Settings['social'];
}

/** The status-mail settings, whole, or null (the defaults): only the back-office uses them. */
function mailSettings(value: unknown): Settings['mail'] | null {
  if (!isRecord(value) || typeof value.statusMailsEnabled !== 'boolean') return null;
  const [senderName, statusSubject, statusBody] = [value.senderName, value.statusSubject, value.statusBody];
  if (typeof senderName !== 'string' || !text(statusSubject) || !text(statusBody)) return null;
  return {
    statusMailsEnabled: value.statusMailsEnabled,
    senderName,
    statusSubject: String(statusSubject),
    statusBody: String(statusBody),
    documentCodeRequired: value.documentCodeRequired === true,
    ...reminderSettings(value),
  };
}

/** The passport reminder's settings; each one missing or malformed is the default. */
function reminderSettings(value: Record<string, unknown>) {
  const { reminderDays, reminderSubject, reminderBody } = DEFAULT_SETTINGS.mail;
  return {
    reminderMailsEnabled: value.reminderMailsEnabled === true,
    reminderDays: wholeOrNull(value.reminderDays) ?? reminderDays,
    reminderSubject: text(value.reminderSubject) ? String(value.reminderSubject) : reminderSubject,
    reminderBody: text(value.reminderBody) ? String(value.reminderBody) : reminderBody,
  };
}

const wholeOrNull = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** How long deleted records and the history are kept, whole, or null (the defaults): the back-office's. */
function retentionSettings(value: unknown): Settings['retention'] | null {
  const days = isRecord(value) ? wholeOrNull(value.deletedKeepDays) : null;
  if (!isRecord(value) || days === null) return null;
  const [historyKeepDays, historyKeepVersions] = [value.historyKeepDays, value.historyKeepVersions];
  return {
    deletedKeepDays: days,
    historyKeepDays: wholeOrNull(historyKeepDays),
    historyKeepVersions: wholeOrNull(historyKeepVersions),
    auditKeepDays: wholeOrNull(value.auditKeepDays) ?? DEFAULT_SETTINGS.retention.auditKeepDays,
  };
}

/** Who must have a second factor, or null (the default): the back-office's. */
function securitySettings(value: unknown): Settings['security'] | null {
  const required = isRecord(value) && SECOND_FACTOR_REQUIRED.find((r) => r === value.secondFactorRequired);
  return required ? { secondFactorRequired: required } : null;
}

/** The rejection reasons (every one text) and the delete role, or null (the defaults): the back-office's. */
function caseSettings(value: unknown): Settings['cases'] | null {
  if (!isRecord(value) || !Array.isArray(value.rejectionReasons)) return null;
  const reasons = value.rejectionReasons.filter((reason): reason is string => typeof reason === 'string');
  const role = ROLES.find((r) => r === value.deleteRole);
  return reasons.length > 0 && role ? { rejectionReasons: reasons, deleteRole: role } : null;
}

/**
 * How each field of the contract's Settings is read from an answer; null means unusable (the
 * default is shown). Typed by Settings, so a field the contract adds must be handled here.
 */
const SETTINGS_FIELDS: {
  [K in keyof Settings]: (value: unknown, answer: Record<string, unknown>) => Settings[K] | null;
} = {
  siteName: text,
  tagline: text,
  contactEmail: text,
  phone: text,
  address: text,
  officeHours: text,
  // The social links may come grouped (`social: {facebook}`) or flat (`facebook`).
  social: (value, answer) => socialLinks(isRecord(value) ? value : answer),
  eligibilityUrl: webUrl,
  timeZone: (_value, answer) => officeZoneOf(answer),
  mail: mailSettings,
  cases: caseSettings,
  retention: retentionSettings,
  security: securitySettings,
  updatedAt: text,
};

/** The defaults, named as the page the server sent is named (lib/page-site-name.ts). */
export function pageSettings(): Settings {
  const siteName = pageSiteName();
  return siteName === DEFAULT_SETTINGS.siteName ? DEFAULT_SETTINGS : { ...DEFAULT_SETTINGS, siteName };
}

/** The settings as answered, each missing or unusable field replaced by its value in `fallback`. */
export function parseSettings(data: unknown, fallback: Settings = DEFAULT_SETTINGS): Settings {
  if (!isRecord(data)) return fallback;
  return Object.fromEntries(
    (Object.keys(SETTINGS_FIELDS) as (keyof Settings)[]).map((key) => [
      key,
      SETTINGS_FIELDS[key](data[key], data) ?? fallback[key],
    ]),
  ) as Settings;
}

const isUnpublished = (item: Record<string, unknown>) =>
  item.status === ('Unpublished' satisfies Page['status']) || item.published === false;

/** The published slides that can be shown (an id and an image at least); null if not a list. */
export function parseSlides(data: unknown): Slide[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((item): Slide[] => {
    if (!isRecord(item) || isUnpublished(item)) return [];
    const id = text(item._id);
    const image = imageSource(item.image);
    if (!id || !image) return [];
    return [{ id, heading: text(item.thumbnail) ?? '', text: text(item.title) ?? '', image }];
  });
}

/** One published page, or null when the answer is not one. */
export function parsePage(data: unknown): PublicPage | null {
  if (!isRecord(data) || isUnpublished(data)) return null;
  const id = text(data._id);
  const title = text(data.title);
  const link = text(data.link);
  if (!id || !title || !link || !isWellFormedPageLink(normalizePageLink(link))) return null;
  return {
    id,
    title,
    content: typeof data.content === 'string' ? data.content : '',
    link: normalizePageLink(link),
    shownOnNavbar: data.shownOnNavbar === true,
  };
}

/** The published pages; null if the answer is not a list. */
export function parsePages(data: unknown): PublicPage[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((item) => parsePage(item) ?? []);
}

export type PageLookup = { status: 'found'; page: PublicPage } | { status: 'missing' } | { status: 'failed' };

/** A value fetched at most once per page load; `peek` has it synchronously once it has arrived. */
export interface Resource<T> {
  load: () => Promise<T>;
  peek: () => T | undefined;
  /** Forgets the value: the next `load` fetches again. */
  reset: () => void;
}

function resource<T>(fetchValue: () => Promise<T>): Resource<T> {
  let promise: Promise<T> | undefined;
  let settled: { value: T } | undefined;
  return {
    load: () => {
      if (!promise) {
        const current = fetchValue().then((value) => {
          if (promise === current) settled = { value };
          return value;
        });
        promise = current;
      }
      return promise;
    },
    peek: () => settled?.value,
    reset: () => {
      promise = undefined;
      settled = undefined;
    },
  };
}

/**
 * The three shared resources of one page load. The settings also give every screen the office's
 * time zone (lib/office-time-zone.ts), public and back-office alike.
 */
export function createSiteData(fetchImpl: FetchLike = (url, init) => fetch(url, init)) {
  const settings = resource(async () => {
    const outcome = await getJson(CATALOGUE_API.settings.get, fetchImpl);
    if (!outcome.ok) return pageSettings();
    // Only a zone the server named: a failed read keeps the zone already known.
    const zone = officeZoneOf(outcome.data);
    if (zone) setOfficeTimeZone(zone);
    return parseSettings(outcome.data, pageSettings());
  });
  /** null when the slides could not be read. */
  const slides = resource(async () => {
    const outcome = await getJson(CATALOGUE_API.sliders.list, fetchImpl);
    return outcome.ok ? parseSlides(outcome.data) : null;
  });
  /** null when the pages could not be read. */
  const pages = resource(async () => {
    const outcome = await getJson(CATALOGUE_API.pages.list, fetchImpl);
    return outcome.ok ? parsePages(outcome.data) : null;
  });

  /**
   * The published page at `path`. The published list (already fetched for the navigation) answers
   * first, so an unknown address is recognised without a request (and without a 404 in the
   * console); only when the list could not be read is the page asked for by its link.
   */
  async function pageAt(path: string): Promise<PageLookup> {
    const link = normalizePageLink(path);
    const list = await pages.load();
    if (list) {
      const page = list.find((candidate) => candidate.link === link);
      return page ? { status: 'found', page } : { status: 'missing' };
    }
    const outcome = await getJson(
      `${CATALOGUE_API.pages.byLink}?link=${encodeURIComponent(link)}`,
      fetchImpl,
    );
    if (!outcome.ok) return outcome.notFound ? { status: 'missing' } : { status: 'failed' };
    const page = parsePage(outcome.data);
    return page?.link === link ? { status: 'found', page } : { status: 'missing' };
  }

  return { settings, slides, pages, pageAt };
}

export type SiteData = ReturnType<typeof createSiteData>;

/** The page load's shared instance. */
export const siteData: SiteData = createSiteData();

/**
 * Makes the public pages read everything again: called when leaving the back-office, where staff
 * may just have changed the settings, the sliders or the pages.
 */
export function forgetSiteData(data: SiteData = siteData): void {
  data.settings.reset();
  data.slides.reset();
  data.pages.reset();
}

/** A shared resource's value: `initial` until it has arrived (at once if it already has). */
function useResource<T, I>(source: Resource<T>, initial: I): T | I {
  const [value, setValue] = useState<{ value: T | I }>(() => {
    const peeked = source.peek();
    return { value: peeked === undefined ? initial : peeked };
  });
  useEffect(() => {
    let isCurrent = true;
    void source.load().then((loaded) => {
      if (isCurrent) setValue((current) => (current.value === loaded ? current : { value: loaded }));
    });
    return () => {
      isCurrent = false;
    };
  }, [source]);
  return value.value;
}

/** Settings as soon as they are known; the defaults until then and if they cannot be read. */
export function useSiteSettings(): Settings {
  const initial = useMemo(pageSettings, []);
  return useResource(siteData.settings, initial);
}

const NO_PAGES: PublicPage[] = [];

/** The published pages marked shown-on-navbar, in the server's order; none until loaded. */
export function useNavbarPages(): PublicPage[] {
  const pages = useResource(siteData.pages, null) ?? NO_PAGES;
  return useMemo(() => pages.filter((page) => page.shownOnNavbar), [pages]);
}

/** undefined while loading, null when they could not be read, otherwise the published slides. */
export const useSlides = (): Slide[] | null | undefined => useResource(siteData.slides, undefined);
