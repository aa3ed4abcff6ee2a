import { STATUS_DESCRIPTIONS, STATUS_LABELS } from './staff-labels';
import type { ResourceStatus } from './staff-query';
import styles from './staff.module.css';

const TONE: Record<ResourceStatus, string | undefined> = {
  draft: styles.badgeDraft,
  published: styles.badgePublished,
  modified: styles.badgeModified,
};

/** A resource's publication status as a small badge; the full wording is in its title. */
export function StatusBadge({ status }: { status: ResourceStatus }) {
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`} title={STATUS_DESCRIPTIONS[status]}>
      <span aria-hidden="true" className={styles.badgeDot} />
      {STATUS_LABELS[status]}
    </span>
  );
}
