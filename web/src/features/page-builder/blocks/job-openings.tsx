import { Section } from '../../../ui/section';
import { SmartLink } from '../../../ui/smart-link';
import type { BlockProps } from './block-props';
import styles from './job-openings.module.css';

const EMPLOYMENT: Record<string, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  graduate: 'Graduate',
};

export default function JobOpenings({ block }: BlockProps<'blocks.job-openings'>) {
  return (
    <Section heading={block.heading ?? 'Open roles'} intro={block.intro} tinted headingId={`jobs-${block.id}`}>
      {block.jobs.length === 0 ? (
        <p className={styles.empty}>{block.emptyText ?? 'There are no open roles right now.'}</p>
      ) : (
        <ul className={styles.list}>
          {block.jobs.map((job, i) => (
            <li key={job.id ?? i} className={styles.job}>
              <div>
                <h3 className={styles.title}>{job.title}</h3>
                <p className={styles.meta}>
                  <span>{job.location}</span>
                  <span>{EMPLOYMENT[job.employment]}</span>
                </p>
                <p className={styles.summary}>{job.summary}</p>
              </div>
              <SmartLink href={job.applyHref} className="btn btn-secondary">
                Apply<span className="visually-hidden"> for {job.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
