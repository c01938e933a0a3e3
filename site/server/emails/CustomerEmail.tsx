import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { defaultTokens } from '@renueva/ui/tokens';
import { type CSSProperties, Fragment } from 'react';
import { type EmailContent, sender } from '../../src/content/emails';

const { color, font } = defaultTokens;

/**
 * Inline styles only, in tables (React Email's components): what email clients keep. The brand's
 * font comes first and the system's sans-serif stack after it; nothing is fetched when the email
 * is opened (no web font, no image).
 */
const text: CSSProperties = {
  fontFamily: font.body,
  fontSize: '16px',
  lineHeight: '24px',
  color: color.text,
  margin: '0 0 16px',
};
const small: CSSProperties = { ...text, fontSize: '14px', lineHeight: '20px', color: color.textMuted };
const heading2: CSSProperties = {
  ...text,
  fontSize: '18px',
  lineHeight: '26px',
  fontWeight: 700,
  margin: '24px 0 8px',
};
// Long addresses (an order's link) break anywhere rather than widen a phone's screen.
const link: CSSProperties = {
  color: color.accentStrong,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
};
const cell: CSSProperties = {
  ...small,
  color: color.text,
  padding: '8px 0',
  borderTop: `1px solid ${color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
  overflowWrap: 'anywhere',
};

/** Less room around the message on a phone, in the clients that read a media query. */
const phoneStyles =
  '@media (max-width: 480px) { .card { padding: 24px !important; } .band { padding: 16px 24px !important; } }';

const mailAddress = (href: string) =>
  href.startsWith('mailto:') ? decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '') : null;

/** The one layout of every email to a visitor: a brand band, the message, a button, the business's details. */
export function CustomerEmail({ content }: { content: EmailContent }) {
  const { preview, heading, intro, details, sections, action, reason } = content;
  const mail = mailAddress(action.href);
  return (
    <Html lang="es" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{content.subject}</title>
        <style>{phoneStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: color.page, margin: 0, padding: '24px 0' }}>
        {/* The message is the page's main content when it opens on its own, and announced as one
            email, by its subject, when a mail client shows it inside its own page. */}
        {/* biome-ignore lint/a11y/useSemanticElements: some mail clients drop <main>; a div's role survives. */}
        <div role="main" aria-roledescription="email" aria-label={content.subject} lang="es" dir="ltr">
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Section
              className="band"
              style={{
                backgroundColor: color.surfaceInverse,
                borderRadius: '16px 16px 0 0',
                padding: '20px 32px',
              }}
            >
              <Text
                style={{ ...text, color: color.textInverse, fontSize: '22px', fontWeight: 800, margin: 0 }}
              >
                {sender.name}
                <span style={{ color: color.accent }}>.</span>
              </Text>
            </Section>
            <Section
              className="card"
              style={{
                backgroundColor: color.surface,
                border: `1px solid ${color.border}`,
                borderTop: 'none',
                borderRadius: '0 0 16px 16px',
                padding: '32px',
              }}
            >
              <Heading as="h1" style={{ ...text, fontSize: '26px', lineHeight: '32px', fontWeight: 800 }}>
                {heading}
              </Heading>
              {intro.map((paragraph) => (
                <Text key={paragraph} style={text}>
                  {paragraph}
                </Text>
              ))}
              <Heading as="h2" style={heading2}>
                {details.title}
              </Heading>
              {/* Read as a two-column table in the plain-text part too. */}
              <table
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ borderCollapse: 'collapse' }}
                data-text-format="dataTable"
              >
                <tbody>
                  {details.rows.map(([label, value]) => (
                    <tr key={label}>
                      <th
                        scope="row"
                        style={{ ...cell, color: color.textMuted, fontWeight: 400, width: '38%' }}
                      >
                        {label}
                      </th>
                      <td style={{ ...cell, fontWeight: 600 }}>
                        {value.split('\n').map((line, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a sent text never move.
                          <Fragment key={index}>
                            {index > 0 && <br />}
                            {line}
                          </Fragment>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {sections.map((section) => (
                <Section key={section.title}>
                  <Heading as="h2" style={heading2}>
                    {section.title}
                  </Heading>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph} style={text}>
                      {paragraph}
                    </Text>
                  ))}
                  {section.steps && (
                    <ol style={{ ...text, paddingLeft: '24px' }}>
                      {section.steps.map((step) => (
                        <li key={step} style={{ marginBottom: '8px' }}>
                          {step}
                        </li>
                      ))}
                    </ol>
                  )}
                </Section>
              ))}
              <Section style={{ margin: '8px 0 0' }}>
                <Button
                  href={action.href}
                  style={{
                    backgroundColor: color.accent,
                    color: color.onAccent,
                    fontFamily: font.body,
                    fontSize: '16px',
                    fontWeight: 700,
                    borderRadius: '10px',
                    padding: '14px 24px',
                  }}
                >
                  {action.label}
                </Button>
                {/* The address in full as well: some clients strip buttons, and some people copy links. The
                  plain-text part shows a web address beside the button's label already. */}
                <Text style={{ ...small, margin: '12px 0 0' }} data-skip-in-text={!mail}>
                  {mail ? sender.linkFallback.mail : sender.linkFallback.web}{' '}
                  <Link href={action.href} style={link}>
                    {mail ?? action.href}
                  </Link>
                </Text>
              </Section>
            </Section>
            <Section className="band" style={{ padding: '24px 32px' }}>
              <Text style={small}>{sender.contact}</Text>
              <Text style={{ ...small, margin: 0 }}>
                {sender.identity}
                <br />
                {sender.address}
              </Text>
              <Text style={{ ...small, margin: '16px 0 0' }}>{reason}</Text>
            </Section>
          </Container>
        </div>
      </Body>
    </Html>
  );
}
