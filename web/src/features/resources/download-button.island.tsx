// The resource download as an island: without JavaScript (or before it woke) the button is a plain
// link to the file; awake, the click goes through the download helper (a timestamped file name).
import { reactIsland } from '../../islands/island-types';
import { DownloadButton } from './download-button';

export default reactIsland(DownloadButton, 'intent');
