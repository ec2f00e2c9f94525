// The markup the host's server writes for a page from the API's answer. It is
// the host's own, never a remote's React markup: nothing hydrates it. The
// host's client keeps it on screen until the remote's page has rendered, then
// that render replaces it, so a remote of any version takes over cleanly.
// Class names are server-page__*, styled by the host (static-shell.css), so a
// remote's stylesheet arriving later restyles nothing while it is shown.
import { formatAmount, hasUncomparableTuition, NOT_AVAILABLE, readUniversityPage, type University } from '@gradatlas/shared/domain';
import { CALCULATOR_INTRO, EXPLORE_INTRO, UNSTATED_ESTIMATE_METHOD } from '@gradatlas/shared/page-intros';
import type { ServerPageKind } from './server-page-routes';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: every value from an answer goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside a <script type="application/json"> block: `<` written as \u003c
 * so no value (a `</script>` in a title, say) can end the block, and the line
 * separators JavaScript once refused. JSON.parse reads the same value back.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : LONG_DATE.format(date);
}

function universityMarkup(answer: unknown): string | undefined {
  const university = isObject(answer) && isObject(answer.university) ? answer.university : undefined;
  const name = text(university?.name);
  if (!university || !name) return undefined;
  const place = [text(university.city), text(university.state)].filter(Boolean).join(', ') || text(university.country);
  const summary = text(university.summary);
  return [
    '<header class="server-page__banner"><div class="container">',
    `<h1 class="server-page__title">${escapeHtml(name)}</h1>`,
    place ? `<p class="server-page__place">${escapeHtml(place)}</p>` : '',
    '</div></header>',
    summary ? `<div class="container server-page__body"><h2>Overview</h2><p>${escapeHtml(summary)}</p></div>` : '',
  ].join('');
}

/**
 * The article's body exactly as the client's ArticleBody shows it: the API's
 * HTML (markdown-it with html: false renders it once at start from our own
 * files, raw HTML escaped, unsafe link schemes refused; the page's policy
 * runs no inline script or handler even so), or, from an API that sends
 * none, the markdown as escaped paragraphs.
 */
export function articleBodyMarkup(contentHtml: unknown, content: unknown): string {
  if (typeof contentHtml === 'string') return contentHtml;
  const paragraphs = text(content)
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim() !== '');
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

/** What a page's markup may use besides its answer. */
export interface MarkupExtras {
  /** A blog post's cover image, as the content remote's build named it (its blog-images.json). */
  imageUrl?: string;
}

function blogPostMarkup(answer: unknown, { imageUrl }: MarkupExtras): string | undefined {
  const title = isObject(answer) ? text(answer.title) : '';
  if (!isObject(answer) || !title) return undefined;
  const byline = [text(answer.author) && `By ${text(answer.author)}`, text(answer.date) && longDate(text(answer.date))].filter(Boolean).join(' · ');
  // The same image, at the same size, the client's page shows: its render then paints nothing larger, and the post's largest paint is this one.
  const image = imageUrl
    ? `<img class="server-page__image" src="${escapeHtml(imageUrl)}" alt="${escapeHtml(title)}" width="1200" height="630" fetchpriority="high">`
    : '';
  return [
    '<div class="container server-page__post"><article class="server-page__article">',
    text(answer.category) ? `<p class="server-page__eyebrow">${escapeHtml(text(answer.category))}</p>` : '',
    `<h1 class="server-page__title">${escapeHtml(title)}</h1>`,
    byline ? `<p class="server-page__meta">${escapeHtml(byline)}</p>` : '',
    image,
    `<div class="server-page__body">${articleBodyMarkup(answer.contentHtml, answer.content)}</div>`,
    '</article></div>',
  ].join('');
}

function blogListMarkup(answer: unknown): string | undefined {
  if (!Array.isArray(answer)) return undefined;
  const items = answer.filter(isObject).filter((post) => text(post.slug) && text(post.title));
  return [
    '<section class="server-page__hero"><div class="container"><h1 class="server-page__title">Blogs</h1>',
    '<p>Guides and advice for international students planning graduate study in the USA and Canada.</p></div></section>',
    '<div class="container"><ul class="server-page__list">',
    ...items.map(
      (post) =>
        `<li><a href="/blogs/${encodeURIComponent(text(post.slug))}"><h2>${escapeHtml(text(post.title))}</h2>` +
        `${text(post.excerpt) ? `<p>${escapeHtml(text(post.excerpt))}</p>` : ''}</a></li>`,
    ),
    '</ul></div>',
  ].join('');
}

/** The calculator's first lines, a student's own page: the same words the remote renders, in its boxes. */
function calculatorMarkup(): string {
  return [
    '<div class="container section server-page__calculator">',
    `<h1>${escapeHtml(CALCULATOR_INTRO.heading)}</h1><p>${escapeHtml(CALCULATOR_INTRO.intro)}</p>`,
    '</div>',
  ].join('');
}

/** A cost as the card shows it, '(est.)' after an estimated figure, with how it was estimated on hover. */
function amountMarkup(university: University, field: 'tuitionFees' | 'livingExpenses'): string {
  const amount = escapeHtml(formatAmount(university, field));
  if (university[field] === NOT_AVAILABLE || !university.estimatedFields.includes(field)) return amount;
  const note = university.estimateNote || UNSTATED_ESTIMATE_METHOD;
  return `${amount} <abbr class="server-page__estimate" title="${escapeHtml(note)}">(est.)</abbr>`;
}

/**
 * One university as the explorer's card shows it to a guest (the remote's
 * UniversityCard): its cost band, name, country, tuition and living cost, the
 * locked figures, and the link to its page. The shortlist and compare buttons
 * keep their place but are not shown: before the remote has loaded they could
 * do nothing.
 */
function cardMarkup(university: University): string {
  const band = hasUncomparableTuition(university) ? 'Cost band not comparable' : university.category;
  const name = escapeHtml(university.name);
  return [
    '<li><article class="card server-page__card">',
    `<p class="server-page__card-top"><span class="server-page__badge">${escapeHtml(band)}</span><span>${escapeHtml(university.country)}</span></p>`,
    `<h3>${name}</h3>`,
    '<dl class="server-page__facts">',
    `<div><dt>Tuition</dt><dd>${amountMarkup(university, 'tuitionFees')}</dd></div>`,
    `<div><dt>Living Cost</dt><dd>${amountMarkup(university, 'livingExpenses')}</dd></div>`,
    '<div><dt>Acceptance (undergrad.)</dt><dd><a href="/login">Login to view</a></dd></div>',
    '</dl>',
    `<div class="server-page__locked"><p>${escapeHtml(EXPLORE_INTRO.lockedRequirements)}</p><p>${escapeHtml(EXPLORE_INTRO.lockedDetails)}</p></div>`,
    // The toggles' place, kept with their words so it wraps as they will; not shown: they could do nothing yet.
    '<p class="server-page__toggles" aria-hidden="true"><span class="btn btn-outline">☆ Save to shortlist</span><span class="btn btn-outline">+ Add to compare</span></p>',
    `<a class="btn btn-outline server-page__details" href="/university/${encodeURIComponent(university.slug)}" aria-label="View Details: ${name}">View Details</a>`,
    '</article></li>',
  ].join('');
}

/** The home page's explore list, its first page as a guest sees it, under the section's heading. */
function homeListMarkup(answer: unknown): string | undefined {
  const { universities, hasNextPage } = readUniversityPage(answer);
  const shown = universities.filter((university) => university.slug && university.name);
  if (shown.length === 0) return undefined;
  // The remote's 'Load More Universities' button, whose place is kept as the toggles' is.
  const more = hasNextPage ? `<p class="server-page__more" aria-hidden="true"><span class="btn btn-primary">${escapeHtml(EXPLORE_INTRO.loadMore)}</span></p>` : '';
  return [
    '<section class="server-page__explore" aria-labelledby="server-explore-title"><div class="container">',
    `<h2 id="server-explore-title" class="server-page__explore-title">${escapeHtml(EXPLORE_INTRO.heading)}</h2>`,
    // The remote's BasicViewNotice, in its words; the link works before any script has run.
    `<aside class="server-page__notice" aria-labelledby="server-basic-view-title"><p><strong id="server-basic-view-title">${escapeHtml(EXPLORE_INTRO.basicViewTitle)}</strong>${escapeHtml(EXPLORE_INTRO.basicViewText)}</p>`,
    `<a class="btn btn-primary" href="/login">${escapeHtml(EXPLORE_INTRO.basicViewAction)}</a></aside>`,
    // Where the remote's search box and filters will be: their height, kept (static-shell.css), so its render moves no card.
    '<div class="server-page__controls"></div>',
    `<ul class="server-page__cards" aria-label="Universities">${shown.map(cardMarkup).join('')}</ul>`,
    more,
    '</div></section>',
  ].join('');
}

const WRITERS: Record<ServerPageKind, (answer: unknown, extras: MarkupExtras) => string | undefined> = {
  university: universityMarkup,
  'blog-post': blogPostMarkup,
  'blog-list': blogListMarkup,
  calculator: calculatorMarkup,
  'home-list': homeListMarkup,
};

/** The page's main content from its answer, or undefined when the answer lacks what the page shows first. */
export function serverPageMarkup(kind: ServerPageKind, answer: unknown, extras: MarkupExtras = {}): string | undefined {
  return WRITERS[kind](answer, extras);
}
