import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ButtonRow } from '../../../ui/button-link';
import { Editable } from '../../../ui/editable';
import { MediaImage } from '../../../ui/media-image';
import { needOf, type BlockProps } from './block-props';
import styles from './hero.module.css';
import { actionsAfterOffer, formatOfferDate, offerHasEnded } from './offer';

/** Where the hero's picture is on the first screen, beside the text (hero.module.css); up to 900 px
 * wide it sits under the buttons (or, compact, is not shown). */
const BESIDE_THE_TEXT = '(min-width: 901px)';

export default function Hero({ block, context }: BlockProps<'blocks.hero'>) {
  const first = context.index === 0;
  const Heading = first ? 'h1' : 'h2';
  const crumbs = block.variant === 'full' ? [] : context.breadcrumbs;
  const campaign = block.variant === 'campaign';
  const ended = campaign && offerHasEnded(block.offerEndsOn, needOf(context, block.id, 'today'));
  const actions = ended ? actionsAfterOffer(block.actions) : block.actions;
  return (
    <section className={`${styles.hero} ${styles[block.variant]} on-dark`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Breadcrumbs crumbs={crumbs} />
          <Editable as="span" field="eyebrow" className="eyebrow">{block.eyebrow}</Editable>
          <Editable as={Heading} field="heading" className={styles.heading}>{block.heading}</Editable>
          <Editable as="p" field="subheading" className={styles.sub}>{block.subheading}</Editable>
          {campaign && block.offer && !ended ? (
            <p className={styles.offer}>
              <span className={styles.offerLabel}>Offer</span> {block.offer}
              {block.offerEndsOn ? <span className={styles.offerEnds}>{`Ends ${formatOfferDate(block.offerEndsOn)}`}</span> : null}
            </p>
          ) : null}
          {ended ? (
            <p className={styles.ended} role="note">
              <span className={styles.endedLabel}>Offer ended</span>
              {`This offer ended on ${formatOfferDate(block.offerEndsOn!)}. Our team can tell you what we can do for you now.`}
            </p>
          ) : null}
          {/* After an offer ended the buttons change, so their places no longer match the field's. */}
          <ButtonRow links={actions} className={styles.actions} source={context.page.path} editField={ended ? undefined : 'actions'} />
        </div>
        {block.image && block.variant !== 'compact' ? (
          <div className={styles.media}>
            <MediaImage
              media={block.image}
              priority={first && BESIDE_THE_TEXT}
              sizes="(max-width: 900px) 100vw, (max-width: 1279px) 50vw, 640px"
              className={styles.image}
              editField="image"
            />
          </div>
        ) : null}
        {block.image && block.variant === 'compact' ? (
          <div className={styles.compactMedia} aria-hidden="true">
            <MediaImage media={block.image} priority={first && BESIDE_THE_TEXT} onlyThere sizes="(max-width: 900px) 0px, 420px" className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
