import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@gradatlas/shared/router';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { useIsLoggedIn, useSessionStore, useShortlist } from '@gradatlas/shared/session';
import { CounselingLink, useScrolledPast } from '@gradatlas/shared/ui';
import { CurrencyPicker } from './currency-picker';
import { MENU_LABELS } from './menu-labels';
import { predictorPath } from './nav-targets';
import './header.css';

/** Scroll depth after which the header takes its scrolled look (SPEC section 9). */
const HEADER_SCROLLED_THRESHOLD_PX = 50;

export function Header() {
  const loggedIn = useIsLoggedIn();
  const logout = useSessionStore((state) => state.logout);
  const user = useSessionStore((state) => state.user);
  const shortlist = useShortlist();
  // No count while the list is unknown (no server answer, no copy in this browser): a 0 there would be false.
  const countKnown = shortlist.source !== 'none';
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [exploreOpen, setExploreOpen] = useState(false);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);

  // Menu and dropdown close on every navigation. Compared while rendering, not
  // in an effect: an effect would also run on mount and close a menu the reader
  // opened in the static shell before the app started (early-taps-script.ts).
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    setShownLocation(location);
    setMenuOpen(false);
    setExploreOpen(false);
  }

  // ...and on a click outside the header.
  useEffect(() => {
    if (!menuOpen && !exploreOpen) return;
    const onPointerDown = (event: MouseEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setMenuOpen(false);
        setExploreOpen(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [menuOpen, exploreOpen]);

  // The open mobile menu locks the page behind it.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const predictor = predictorPath(loggedIn);

  return (
    <header ref={headerRef} className={`site-header${scrolled ? ' scrolled' : ''}`}>
      <div className="container site-header__bar">
        {/* The name starts with the visible text (WCAG 2.5.3, label in name), so voice users can say what they see. */}
        <Link to="/" className="site-header__logo">
          <span className="site-header__mark" aria-hidden="true">
            GA
          </span>
          {BRAND_NAME}
          <span className="visually-hidden"> home</span>
        </Link>
        <CurrencyPicker loggedIn={loggedIn} />
        <button
          type="button"
          className="site-header__hamburger"
          aria-label={menuOpen ? MENU_LABELS.close : MENU_LABELS.open}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
        <nav id="site-menu" aria-label="Main" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <div className="site-nav__dropdown">
            <button
              type="button"
              className="site-nav__item site-nav__toggle"
              aria-expanded={exploreOpen}
              aria-controls="explore-menu"
              onClick={() => setExploreOpen((open) => !open)}
            >
              Explore
            </button>
            {exploreOpen && (
              <div id="explore-menu" className="site-nav__menu">
                <p className="site-nav__group">Discover</p>
                <Link to="/blogs">Blogs</Link>
                <p className="site-nav__group">Resources</p>
                <Link to={predictor}>Admission Predictor</Link>
              </div>
            )}
          </div>
          <Link className="site-nav__item" to={predictor}>
            College Finder
          </Link>
          <CounselingLink className="site-nav__item">Free Counseling</CounselingLink>
          <NavLink className="site-nav__item" to="/about-us">
            About Us
          </NavLink>
          <NavLink className="site-nav__item" to="/contact-us">
            Contact Us
          </NavLink>
          {loggedIn && (
            <NavLink className="site-nav__item" to="/shortlist" aria-label={countKnown ? `Shortlist, ${shortlist.slugs.length} saved` : 'Shortlist'}>
              Shortlist {countKnown && <span className="site-nav__count">{shortlist.slugs.length}</span>}
            </NavLink>
          )}
          {loggedIn ? (
            <div className="site-nav__account">
              {user && (
                // Whose account this is, always in view: a session planted by someone else's link shows their name.
                <span className="site-nav__user" title={user.email || undefined}>
                  <span className="site-nav__user-label">Signed in as </span>
                  <strong>{user.name}</strong>
                </span>
              )}
              <button type="button" className="btn btn-outline site-nav__auth" onClick={logout}>
                Logout
              </button>
            </div>
          ) : (
            <Link className="btn btn-primary site-nav__auth" to="/login">
              Login
            </Link>
          )}
        </nav>
      </div>
      {menuOpen && <div className="site-header__overlay" data-testid="menu-overlay" onClick={() => setMenuOpen(false)} />}
    </header>
  );
}
