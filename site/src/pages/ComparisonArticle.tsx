import { Badge, CallToAction, Card, ComparisonTable, Container, LinkButton } from '@renueva/ui';
import { buildDate } from '../content/build';
import { comparison } from '../content/comparison';
import type { RichText as RichTextData } from '../content/legal';
import { formatDay } from '../content/legal/common';
import { DemoButton } from '../lead/DemoButton';
import { CHECKOUT_CTA } from '../shell/navigation';
import * as styles from './Comparison.css';
import { RichText } from './legal/RichText';

const { offerings, table, overview, differences, details, checklist, conclusion, cta } = comparison;
const headingId = (id: string) => `${id}-title`;

/** Paragraphs of running text (with links and emphasis), set as prose. */
function Prose({ paragraphs }: { paragraphs: readonly RichTextData[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={index}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** The /comparacion article, Renueva against a web agency and a freelancer, and its call to action. */
export function ComparisonArticle() {
  return (
    <>
      <article aria-labelledby={headingId('comparacion')} className={styles.article}>
        <Container width="narrow" className={styles.header}>
          <Badge tone="accent">{comparison.eyebrow}</Badge>
          <h1 id={headingId('comparacion')} className={styles.title}>
            {comparison.title}
          </h1>
          <p className={styles.meta}>
            Actualizado el <time dateTime={buildDate}>{formatDay(buildDate)}</time>
          </p>
          <div className={styles.lead}>
            {comparison.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>

        <Container>
          <section aria-labelledby={headingId(overview.id)} id={overview.id} className={styles.part}>
            <h2 id={headingId(overview.id)} className={styles.partTitle}>
              {overview.title}
            </h2>
            <p className={styles.prose}>{overview.intro}</p>
            <ul className={styles.offerings}>
              {offerings.map((offering) => (
                <Card as="li" key={offering.id} tone={offering.id === 'renueva' ? 'accent' : 'default'}>
                  <h3 className={styles.subTitle}>{offering.name}</h3>
                  <p className={styles.offeringSummary}>{offering.summary}</p>
                  <p className={styles.bestForLabel}>{overview.bestForLabel}</p>
                  <ul className={styles.bulletList}>
                    {offering.bestFor.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Card>
              ))}
            </ul>
          </section>
        </Container>

        <Container>
          <section aria-labelledby={headingId(table.id)} id={table.id} className={styles.part}>
            <h2 id={headingId(table.id)} className={styles.partTitle}>
              {table.title}
            </h2>
            <ComparisonTable
              caption={table.caption}
              rowHeaderLabel={table.rowHeaderLabel}
              columns={offerings.map(({ id, name }) => ({ id, label: name }))}
              rows={table.rows}
              highlightedColumn="renueva"
            />
            <p className={styles.note}>{table.note}</p>
          </section>
        </Container>

        <Container width="narrow">
          <section aria-labelledby={headingId(differences.id)} id={differences.id} className={styles.part}>
            <h2 id={headingId(differences.id)} className={styles.partTitle}>
              {differences.title}
            </h2>
            <div className={styles.subParts}>
              {details.map((detail) => (
                <section
                  key={detail.id}
                  id={detail.id}
                  aria-labelledby={headingId(detail.id)}
                  className={styles.subPart}
                >
                  <h3 id={headingId(detail.id)} className={styles.subTitle}>
                    {detail.title}
                  </h3>
                  <Prose paragraphs={detail.paragraphs} />
                </section>
              ))}
            </div>
          </section>
        </Container>

        <Container width="narrow">
          <section aria-labelledby={headingId(checklist.id)} id={checklist.id} className={styles.part}>
            <h2 id={headingId(checklist.id)} className={styles.partTitle}>
              {checklist.title}
            </h2>
            <p className={styles.prose}>{checklist.intro}</p>
            <ol className={`${styles.prose} ${styles.questions}`}>
              {checklist.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          </section>
        </Container>

        <Container width="narrow">
          <section aria-labelledby={headingId(conclusion.id)} id={conclusion.id} className={styles.part}>
            <h2 id={headingId(conclusion.id)} className={styles.partTitle}>
              {conclusion.title}
            </h2>
            <Prose paragraphs={conclusion.paragraphs} />
          </section>
        </Container>
      </article>

      <CallToAction
        tone="accent"
        title={cta.title}
        text={cta.text}
        primaryAction={<DemoButton size="lg" />}
        secondaryAction={
          <LinkButton href="/checkout" variant="secondary" size="lg">
            {CHECKOUT_CTA}
          </LinkButton>
        }
        note={cta.note}
      />
    </>
  );
}
