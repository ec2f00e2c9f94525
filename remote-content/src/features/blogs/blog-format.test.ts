import { stripFirstTopLevelHeading } from '@gradatlas/shared/domain';
import { formatPostDate, randomListReadMinutes, readTimeMinutes, todayIso } from './blog-format';
import { BLOG_IMAGES, pickImage } from './blog-images';
import { LOCAL_BLOG_IMAGE_SLUGS } from './blog-images';

describe('blog formatting', () => {
  it('prints a post date as a calendar day in words', () => {
    expect(formatPostDate('2026-01-12')).toBe('January 12, 2026');
    expect(formatPostDate('not a date')).toBe('not a date');
  });

  it('gives today as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 2, 5))).toBe('2026-03-05');
  });

  it('rounds the read time up at 200 words a minute, with a minimum of 1', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('word '.repeat(1000))).toBe(5);
    expect(readTimeMinutes(`## Heading\n\n- ${'word '.repeat(200)}`)).toBe(2);
    expect(readTimeMinutes(`## ${'word '.repeat(199)}\n- -`)).toBe(1);
  });

  it('keeps the list read time between 3 and 12', () => {
    expect(randomListReadMinutes(() => 0)).toBe(3);
    expect(randomListReadMinutes(() => 0.9999)).toBe(12);
  });

  it('removes only the first top-level heading line', () => {
    const markdown = 'Intro\n# Title\n## Section\n# Second\ntext';
    expect(stripFirstTopLevelHeading(markdown)).toBe('Intro\n## Section\n# Second\ntext');
    expect(stripFirstTopLevelHeading('## Only a section\ntext')).toBe('## Only a section\ntext');
  });
});

describe('blog images', () => {
  it('has one local image for each of the eight slugs and a default for any other', () => {
    expect(Object.keys(BLOG_IMAGES).sort()).toEqual([...LOCAL_BLOG_IMAGE_SLUGS].sort());
    const images = { 'student-visa-guide': '/visa.svg' };
    expect(pickImage('student-visa-guide', images, '/default.svg')).toBe('/visa.svg');
    expect(pickImage('unknown-post', images, '/default.svg')).toBe('/default.svg');
    expect(pickImage('constructor', images, '/default.svg')).toBe('/default.svg');
  });
});
