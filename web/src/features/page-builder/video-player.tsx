// The video facade: a YouTube video in privacy-enhanced mode (youtube-nocookie.com), loaded only
// when the visitor presses play, so until then no request goes to YouTube and no cookie is set. A
// React island (video.island.tsx) woken on intent; the poster and button are server HTML.
import { useState } from 'react';
import type { Media } from '@ironbark/shared/content/media';
import { MediaImage } from '../../ui/media-image';
import styles from './blocks/video.module.css';

/** The 11-character id of a YouTube address the CMS accepted (see shared YOUTUBE_URL_PATTERN). */
export function youtubeId(url: string): string | null {
  const m = /(?:v=|embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(url);
  return m ? m[1]! : null;
}

/**
 * A YouTube video in privacy-enhanced mode (youtube-nocookie.com), loaded only when the visitor
 * presses play: until then no request goes to YouTube and no cookie is set.
 */
export function VideoPlayer({ url, title, poster }: { url: string; title: string; poster?: Media | null }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.iframe}
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          {poster ? <MediaImage media={poster} sizes="(max-width: 900px) 100vw, 860px" className={styles.poster} /> : null}
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles.label}>
            Play video: {title}
            <span className={styles.note}>Loads from YouTube (privacy-enhanced mode)</span>
          </span>
        </button>
      )}
    </div>
  );
}
