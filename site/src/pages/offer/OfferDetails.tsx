import { Badge, CheckList, Container, LinkButton, PricingCard, Stack } from '@renueva/ui';
import { useCallback, useState } from 'react';
import { offer } from '../../content/offer';
import { specialOffer } from '../../content/specialOffer';
import { DemoButton } from '../../lead/DemoButton';
import { Countdown } from './Countdown';
import { offerDeadline } from './countdown';
import * as styles from './SpecialOffer.css';

const deadline = offerDeadline(offer.specialOfferValidUntil);
const { eyebrow, title, intro, lastDay, countdown, included, conditions, cta } = specialOffer;

/**
 * The offer, its countdown and its price: an island, woken when the countdown ends (the page's
 * script ticks it, see clock.ts) or when the visitor reaches for it. Prerendered as running; the
 * browser switches it to the ended state once the deadline has passed.
 */
export function OfferDetails() {
  const [ended, setEnded] = useState(false);
  const end = useCallback(() => setEnded(true), []);
  return (
    <Container>
      <div className={styles.layout}>
        <Stack gap="6" align="start">
          <Badge tone={ended ? 'neutral' : 'accent'}>{eyebrow}</Badge>
          <h1 className={styles.title}>{ended ? countdown.ended : title}</h1>
          <p className={styles.intro}>{ended ? countdown.endedText : intro}</p>
          <p className={styles.validity}>
            {countdown.validUntil} <time dateTime={offer.specialOfferValidUntil}>{lastDay}</time>
          </p>
          {!ended && <Countdown deadline={deadline} onEnd={end} />}
          <section aria-labelledby="incluye" className={styles.included}>
            <h2 id="incluye" className={styles.subtitle}>
              {included.title}
            </h2>
            <CheckList items={included.items.map((label) => ({ label }))} />
          </section>
        </Stack>
        <Stack gap="4">
          <PricingCard
            name={offer.plan.name}
            headingLevel={2}
            highlighted={!ended}
            price={offer.plan.setupPrice}
            period="one-time"
            taxNote={offer.taxNote}
            instalments={offer.instalments}
            action={
              ended ? (
                <DemoButton fullWidth />
              ) : (
                <LinkButton href="/checkout" fullWidth>
                  {cta}
                </LinkButton>
              )
            }
          />
          <ul className={styles.conditions}>
            {conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </Stack>
      </div>
    </Container>
  );
}
