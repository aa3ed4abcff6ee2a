// The video facade as an island: woken when the visitor points at, touches or focuses it; a press
// of play before that is held and replayed, and only then does anything load from YouTube.
import { reactIsland } from '../../islands/island-types';
import { VideoPlayer } from './video-player';

export default reactIsland(VideoPlayer, 'intent');
