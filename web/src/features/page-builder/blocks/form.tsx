// A form section. The first form on a page carries id="enquire", the target of the page's
// "Send an enquiry" buttons (a campaign hero's call to action reaches the campaign form on the
// same page, so the lead keeps its campaign) and of calls to action on other pages that open it
// (forms/form-context ctaHref). The contact form leads with the phone number and email address
// from Global settings: beside the form on a desktop, above it on a phone, and below it on a
// phone for a visitor who arrived from a call to action to send it.
import { telHref } from '@ironbark/shared/content/phone';
import { Island } from '../../../islands/island';
import { arrivedForForm, FORM_ANCHOR, siteFormIsland } from '../../forms/index';
import { ThankYouPopup } from '../../layout/index';
import { Icon } from '../../../ui/icon';
import { needOf, type BlockProps } from './block-props';
import styles from './form.module.css';


export default function FormBlock({ block, context }: BlockProps<'blocks.form'>) {
  // The form as published now (the block names it; the page loader read it: data need 'form').
  // One unpublished or archived since draws nothing rather than a form nobody can send.
  const form = needOf(context, block.id, 'form');
  if (!form) return null;
  const name = form.name;
  const { global } = context.layout;
  const headingId = `form-${block.id}`;
  // The call to action that led here applies to the page's first form: its enquiry type when
  // this form offers it, its source page, button and campaign (the form's own campaign first).
  const cta = context.firstOfType ? context.formContext : undefined;
  const enquiryChoices = form.fields.find((f) => f.name === form.enquiryField)?.options ?? [];
  const enquiry = cta?.enquiry && enquiryChoices.some((o) => o.value === cta.enquiry) ? cta.enquiry : undefined;
  const campaign = block.campaign ?? cta?.campaign;
  // A visitor who came from a call to action to send this form sees it straight under its
  // heading on a phone (the page opens at #enquire); the phone and e-mail box follows it.
  const arrival = arrivedForForm(cta);
  return (
    <section className="section section-tinted" aria-labelledby={headingId} id={context.firstOfType ? FORM_ANCHOR : `form-section-${block.id}`}>
      <div className={`container ${styles.layout}${arrival ? ` ${styles.arrival}` : ''}`}>
        <div className={styles.intro}>
          <h2 id={headingId}>{block.heading ?? 'Talk to us'}</h2>
          {block.intro ? <p>{block.intro}</p> : null}
          {name === 'contact' ? (
            <aside className={styles.direct} aria-label="Call or email us">
              <p className={styles.directTitle}>Prefer to talk?</p>
              <ul className={styles.directList}>
                <li>
                  <Icon name="phone" size={20} />
                  <a href={telHref(global.phone)}>
                    <span className={styles.directLabel}>Call</span> <span className={styles.directValue}>{global.phone}</span>
                  </a>
                </li>
                <li>
                  <Icon name="chat" size={20} />
                  <a href={`mailto:${global.email}`}>
                    <span className={styles.directLabel}>Email</span> <span className={styles.directValue}>{global.email}</span>
                  </a>
                </li>
              </ul>
            </aside>
          ) : null}
        </div>
        <div className={styles.panel}>
          <Island of={siteFormIsland} props={{
              form,
              page: context.page.path,
              campaign,
              submitLabel: block.submitLabel,
              ...(enquiry ? { enquiry } : {}),
              ...(cta?.sourcePage ? { sourcePage: cta.sourcePage } : {}),
              ...(cta?.cta ? { cta: cta.cta } : {}),
              ...(cta?.about ? { about: cta.about } : {}),
              ...(context.preview ? { preview: true } : {}),
            }} />
        </div>
      </div>
      {/* The first form brings the thank-you popup (closed) for its island to open after sending. */}
      {context.firstOfType ? <ThankYouPopup forForm {...(form.thankYou ? { message: form.thankYou } : {})} /> : null}
    </section>
  );
}
