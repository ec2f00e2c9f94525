import { useState } from 'react';
import { RemotePage } from '../../../federation/remote-page';
import { ServerPageOrLoading } from '../../../federation/server-page';
import { HomeIntro } from './home-intro';
import { onceNear } from './once-near';
import { HOME_EXPLORE } from '@gradatlas/shared/site-routes';

/**
 * The home page: its intro, then the explore list of remote-universities.
 * The list sits below the intro (two screens down on a phone, more than one
 * on a laptop), so its remote, its API request and its render wait until the
 * visitor comes within a screen of it (scrolling, or a link to #explore)
 * instead of running while a phone is still starting the page; until then
 * the loading frame holds its place (docs/performance.md, "Third stop").
 */
export function HomePage() {
  const [near, setNear] = useState(false);
  return (
    <>
      <HomeIntro />
      <div id="explore" ref={near ? undefined : (place: HTMLDivElement) => onceNear(place, () => setNear(true))}>
        {near ? <RemotePage {...HOME_EXPLORE} /> : <ServerPageOrLoading />}
      </div>
    </>
  );
}
