import { RemotePage } from '../../../federation/remote-page';
import { HomeIntro } from './home-intro';

/** The home page: its intro, then the explore list of remote-universities. */
export function HomePage() {
  return (
    <>
      <HomeIntro />
      <div id="explore">
        <RemotePage remote="universities" page="ExploreSection" />
      </div>
    </>
  );
}
