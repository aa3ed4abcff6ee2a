// The header search as an island: a React root of its own, woken when the visitor points at,
// touches or focuses it (a tap on the search button before that is held and replayed).
import { reactIsland } from '../../islands/island-types';
import { SearchBox } from './search-box';

export default reactIsland(SearchBox, 'intent');
