import './country-flag.css';

interface CountryFlagProps {
  country: string;
}

// Drawn flags rather than emoji: Windows shows flag emoji as two letters.
function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, index) => (
    <rect key={index} y={(index * 2 * 10) / 13} width="19" height={10 / 13} fill="#b22234" />
  ));
  return (
    <svg className="country-flag" viewBox="0 0 19 10" role="img" aria-label="United States flag">
      <rect width="19" height="10" fill="#fff" />
      {stripes}
      <rect width="7.6" height={(7 * 10) / 13} fill="#3c3b6e" />
    </svg>
  );
}

function CanadaFlag() {
  return (
    <svg className="country-flag" viewBox="0 0 20 10" role="img" aria-label="Canada flag">
      <rect width="20" height="10" fill="#fff" />
      <rect width="5" height="10" fill="#d52b1e" />
      <rect x="15" width="5" height="10" fill="#d52b1e" />
      <path
        d="M10 1.2l.9 1.8 1.1-.4-.4 2.2 1.6-1.1.4.9 1-.2-.5 1.4.5.3-2.8 1.8.3.7-1.9-.3v1.3h-.4V8.3l-1.9.3.3-.7-2.8-1.8.5-.3-.5-1.4 1 .2.4-.9 1.6 1.1-.4-2.2 1.1.4z"
        fill="#d52b1e"
      />
    </svg>
  );
}

function Globe() {
  return (
    <svg className="country-flag country-flag--globe" viewBox="0 0 20 20" role="img" aria-label="Globe">
      <g fill="none" stroke="currentColor" strokeWidth="1.4">
        <circle cx="10" cy="10" r="8.5" />
        <ellipse cx="10" cy="10" rx="3.8" ry="8.5" />
        <path d="M1.5 10h17M3 5.5h14M3 14.5h14" />
      </g>
    </svg>
  );
}

/** US flag, Canada flag, or a globe for any other country (SPEC section 2, card). */
export function CountryFlag({ country }: CountryFlagProps) {
  const name = country.trim().toLowerCase();
  if (['usa', 'us', 'united states', 'united states of america'].includes(name)) return <UsFlag />;
  if (name === 'canada' || name === 'ca') return <CanadaFlag />;
  return <Globe />;
}
