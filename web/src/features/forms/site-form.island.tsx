// A site form as an island: a React root of its own, woken when the visitor points at, touches or
// focuses it. Before that it is the plain HTML form (which works on its own); a press of its send
// button before it woke is held and replayed once it is awake.
import { reactIsland } from '../../islands/island-types';
import { SiteForm } from './site-form';

export default reactIsland(SiteForm, 'intent');
