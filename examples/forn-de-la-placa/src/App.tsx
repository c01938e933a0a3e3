import {
  Badge,
  Button,
  ConsentProvider,
  CookieBanner,
  Dialog,
  DialogTrigger,
  FAQ,
  Footer,
  Form,
  Hero,
  LinkButton,
  NavBar,
  PricingCard,
  PricingTable,
  Section,
  SkipLink,
  SubmitButton,
  TextField,
  Toaster,
  toast,
  useConsent,
} from '@renueva/ui';

const plans = [
  {
    name: 'Esmorzar',
    description: 'Per a una o dues persones que volen pa del dia sense fer cua.',
    price: 24,
    features: [{ label: 'Una barra de massa mare cada matí' }, { label: 'Entrega de dilluns a divendres' }],
  },
  {
    name: 'Família',
    description: 'Pa, coca i croissants per a tota la casa, també el cap de setmana.',
    price: 39,
    highlighted: true,
    features: [
      { label: 'Dues barres o un pa de pagès cada matí' },
      { label: 'Coca de recapte el dissabte' },
      { label: 'Entrega els set dies de la setmana' },
    ],
  },
  {
    name: 'Obrador',
    description: 'Per a bars i oficines: el pa que demaneu, quan el necessiteu.',
    price: 59,
    features: [
      { label: 'Fins a sis peces al dia' },
      { label: 'Canvis de comanda fins a les 20 h' },
      { label: 'Factura mensual a nom de l’empresa' },
    ],
  },
];

const questions = [
  {
    id: 'zona',
    question: 'A quins barris porteu el pa?',
    answer: 'Repartim a tot Girona i a Salt abans de les 8 del matí. Si vius a prop, pregunta’ns.',
  },
  {
    id: 'pausa',
    question: 'Puc aturar la subscripció quan marxo de vacances?',
    answer: 'Sí: avisa’ns amb un dia d’antelació i no et cobrem els dies que no hi siguis.',
  },
  {
    id: 'celiacs',
    question: 'Feu pa sense gluten?',
    answer: 'No: el nostre obrador treballa amb farina de blat tot el dia, i no podem garantir-ho.',
  },
];

/** The order form, in a dialog; a real site would send it to its server. */
function OrderDialog() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Fes un encàrrec</Button>
      <Dialog title="Fes un encàrrec" description="Et confirmem l’hora de recollida per correu.">
        {({ close }) => (
          <Form
            onValidSubmit={() => {
              close();
              toast({ title: 'Encàrrec rebut', description: 'Et respondrem avui mateix.' });
            }}
          >
            <TextField name="name" label="Nom" autoComplete="name" isRequired />
            <TextField name="email" type="email" label="Correu electrònic" autoComplete="email" isRequired />
            <SubmitButton>Envia l’encàrrec</SubmitButton>
          </Form>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

function SiteFooter() {
  const { openBanner } = useConsent();
  return (
    <Footer
      brand="Forn de la Plaça"
      description="Plaça del Vi, 3 · Girona · Obert cada dia de 7 a 14 h"
      columns={[
        {
          title: 'El forn',
          links: [
            { href: '#subscripcio', label: 'Subscripció' },
            { href: '#preguntes', label: 'Preguntes' },
          ],
        },
      ]}
      legalLinks={[
        { href: '/privacitat', label: 'Privacitat' },
        { href: '/cookies', label: 'Cookies' },
      ]}
      copyright="© 2026 Forn de la Plaça"
      onCookieSettings={() => openBanner()}
    />
  );
}

export function App() {
  return (
    <ConsentProvider storageKey="forn-de-la-placa-cookies">
      <SkipLink href="#contingut" />
      <NavBar
        brand="Forn de la Plaça"
        links={[
          { href: '#subscripcio', label: 'Subscripció' },
          { href: '#preguntes', label: 'Preguntes' },
        ]}
        cta={<LinkButton href="#subscripcio">Subscriu-t’hi</LinkButton>}
      />
      <main id="contingut">
        <Hero
          eyebrow="Forn artesà a Girona des de 1962"
          title="Pa de massa mare, cada matí a la teva porta"
          subtitle="Fem el pa a la matinada, amb farina de molí de l’Empordà i 24 hores de fermentació. Tria un pla i te’l portem abans d’esmorzar."
          primaryAction={<LinkButton href="#subscripcio">Mira els plans</LinkButton>}
          secondaryAction={<OrderDialog />}
        />
        <Section
          id="subscripcio"
          eyebrow="Subscripció"
          title="Pa del dia, sense fer cua"
          intro="Paga cada mes, atura-la quan vulguis."
        >
          <PricingTable>
            {plans.map(({ features, ...plan }) => (
              <PricingCard
                key={plan.name}
                {...plan}
                period="month"
                taxNote="IVA inclòs"
                features={features}
                badge={plan.highlighted ? <Badge tone="strong">El més demanat</Badge> : undefined}
                action={
                  <LinkButton
                    href="#preguntes"
                    variant={plan.highlighted ? 'primary' : 'secondary'}
                    fullWidth
                  >
                    Vull el pla {plan.name}
                  </LinkButton>
                }
              />
            ))}
          </PricingTable>
        </Section>
        <Section id="preguntes" title="Preguntes freqüents" width="narrow">
          <FAQ items={questions} />
        </Section>
      </main>
      <SiteFooter />
      <CookieBanner policyHref="/cookies" privacyHref="/privacitat" />
      <Toaster />
    </ConsentProvider>
  );
}
