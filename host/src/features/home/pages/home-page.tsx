import { RemotePage } from '../../../federation/remote-page';
import { HomeIntro } from './home-intro';
import { HOME_EXPLORE } from '../../../app/remote-routes';

/** The home page: its intro, then the explore list of remote-universities. */
export function HomePage() {
  return (
    <>
      <HomeIntro />
      <div id="explore">
        <RemotePage {...HOME_EXPLORE} />
      </div>
    </>
  );
}
