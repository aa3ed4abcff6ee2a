// A form of the form builder on its own, as its preview shows it (/preview?kind=form, the admin's
// "Open preview" on a form): the form section of the form block (its CSS) with the same island,
// drawn from the form's draft. The heading is the form's own; on a page, the block's heading and
// introduction stand in that column. The island is told it is a preview: it checks the answers as
// on the site and says what visitors would see, but never sends them (features/forms SiteForm).
// A draft the site would not show (archived, or one that breaks the form rules) says why instead.
import type { FormPreviewData } from '../../lib/content-source';
import { Island } from '../../islands/island';
import { FORM_ANCHOR, siteFormIsland } from '../forms/index';
import styles from './blocks/form.module.css';

export function FormPreview({ data }: { data: FormPreviewData }) {
  const { form } = data;
  const title = `Preview: ${data.name || 'form'}`;
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      {data.archived ? (
        <section className="container preview-block-notice" role="note" aria-label="Form not shown">
          <p>This form is archived: the site does not show it. Untick Archived to offer it again.</p>
        </section>
      ) : null}
      {form ? (
        <section className="section section-tinted" aria-labelledby="form-preview-heading" id={FORM_ANCHOR}>
          <div className={`container ${styles.layout}`}>
            <div className={styles.intro}>
              <h2 id="form-preview-heading">{form.title}</h2>
            </div>
            <div className={styles.panel}>
              <Island of={siteFormIsland} props={{ form, page: '/preview', preview: true }} />
            </div>
          </div>
        </section>
      ) : (
        <section className="container preview-block-notice" role="note" aria-label="Draft problems">
          <h2>The site would not show this form</h2>
          <ul>
            {data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
