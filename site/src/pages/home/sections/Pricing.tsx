import { AddOnCard, Badge, LinkButton, PricingCard, PricingTable, Section } from '@renueva/ui';
import { home } from '../../../content/home';
import { offer } from '../../../content/offer';
import { DemoButton } from '../../../lead/DemoButton';

const { id, eyebrow, title, intro, demo, premium, maintenance } = home.pricing;
const list = (items: readonly string[]) => items.map((label) => ({ label }));

export default function Pricing() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <PricingTable
        addOn={
          <AddOnCard
            name={maintenance.name}
            badge={<Badge tone="accent">{maintenance.badge}</Badge>}
            description={maintenance.description}
            features={list(maintenance.features)}
            price={offer.maintenance.monthlyPrice}
            taxNote={offer.taxNote}
            note={maintenance.note}
          />
        }
      >
        <PricingCard
          name={demo.name}
          description={demo.description}
          price={0}
          features={list(demo.features)}
          action={<DemoButton variant="secondary" fullWidth />}
        />
        <PricingCard
          name={offer.plan.name}
          badge={<Badge tone="strong">{premium.badge}</Badge>}
          highlighted
          description={premium.description}
          price={offer.plan.setupPrice}
          period="one-time"
          taxNote={offer.taxNote}
          instalments={offer.instalments}
          features={list(premium.features)}
          action={
            <LinkButton href="/checkout" fullWidth>
              {premium.checkout}
            </LinkButton>
          }
        />
      </PricingTable>
    </Section>
  );
}
