import usFlag from './flags/us.svg';
import canadaFlag from './flags/canada.svg';
import globe from './flags/globe.svg';
import './country-flag.css';

interface CountryFlagProps {
  country: string;
}

// Drawn flags rather than emoji (Windows shows flag emoji as two letters), as
// image files rather than inline SVG: cached once, and no script to parse on
// the home page, whose cards all show one.
const FLAGS = {
  usa: { src: usFlag, alt: 'United States flag', width: 19, height: 10, className: 'country-flag' },
  canada: { src: canadaFlag, alt: 'Canada flag', width: 20, height: 10, className: 'country-flag' },
  other: { src: globe, alt: 'Globe', width: 20, height: 20, className: 'country-flag country-flag--globe' },
} as const;

function flagOf(country: string): keyof typeof FLAGS {
  const name = country.trim().toLowerCase();
  if (['usa', 'us', 'united states', 'united states of america'].includes(name)) return 'usa';
  return name === 'canada' || name === 'ca' ? 'canada' : 'other';
}

/** US flag, Canada flag, or a globe for any other country (SPEC section 2, card). */
export function CountryFlag({ country }: CountryFlagProps) {
  const { src, alt, width, height, className } = FLAGS[flagOf(country)];
  return <img className={className} src={src} alt={alt} width={width} height={height} />;
}
