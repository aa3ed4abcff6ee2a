// A slim bar at the top of the window while a client-side navigation takes longer than a moment.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

const DELAY_MS = 150;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), DELAY_MS);
    return () => clearTimeout(t);
  }, [busy]);
  return (
    <div className={`${styles.bar} ${visible ? styles.active : ''}`} role="progressbar" aria-label="Loading page" aria-hidden={!visible} />
  );
}
