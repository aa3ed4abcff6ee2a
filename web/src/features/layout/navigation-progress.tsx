// A slim bar at the top of the window while a client-side navigation takes longer than a moment.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

const DELAY_MS = 150;

export function NavigationProgress() {
  const navigation = useNavigation();
  const pending = navigation.state === 'idle' ? null : (navigation.location?.key ?? 'pending');
  // Which navigation has been running longer than the delay: shown only while it still runs.
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const t = setTimeout(() => setSlow(pending), DELAY_MS);
    return () => clearTimeout(t);
  }, [pending]);
  const visible = pending !== null && slow === pending;
  return (
    <div className={`${styles.bar} ${visible ? styles.active : ''}`} role="progressbar" aria-label="Loading page" aria-hidden={!visible} />
  );
}
