import {
  Badge,
  CallToAction,
  type ComparisonRow,
  ComparisonTable,
  FAQ,
  FeatureCard,
  FeatureGrid,
  Footer,
  Hero,
  IconCalendar,
  IconCheck,
  IconClock,
  IconGlobe,
  IconInfo,
  IconPhone,
  IconShield,
  IconStar,
  Link,
  LinkButton,
  NavBar,
  PhoneChatMockup,
  PricingCard,
  PricingTable,
  Section,
  SectionHeading,
  SkipLink,
  Stack,
} from '@renueva/ui';
import type { ReactNode } from 'react';
import { Assistant } from './Assistant';
import { business, capitalised, contact, euros, faqItem, passage, questions, quote, sentence } from './facts';

/** A passage as a card: its title and its text, with the passage's id as the card's anchor. */
function PassageCard({
  id,
  icon,
  action,
  anchored = true,
  tone,
}: {
  id: string;
  icon?: ReactNode;
  /** Links or badges at the foot of the card. */
  action?: ReactNode;
  /** Whether the card carries the passage's id (not when its section already does). */
  anchored?: boolean;
  tone?: 'default' | 'muted';
}) {
  const { title, text } = passage(id);
  return (
    <FeatureCard id={anchored ? id : undefined} icon={icon} title={title} action={action} tone={tone}>
      {text}
    </FeatureCard>
  );
}

/** The call to action: a call to the clinic's phone. */
const call = (label = 'Pedir cita') => <LinkButton href={contact.phoneHref}>{label}</LinkButton>;

const whatsapp = () => (
  <LinkButton href={contact.whatsappHref} target="_blank" rel="noopener" variant="secondary">
    Escribir por WhatsApp
  </LinkButton>
);

const navLinks = [
  { href: '#tratamientos', label: 'Tratamientos' },
  { href: '#precios', label: 'Precios' },
  { href: '#bonos', label: 'Bonos' },
  { href: '#horario', label: 'Horario' },
  { href: '#como-llegar', label: 'Cómo llegar' },
  { href: '#preguntas', label: 'Preguntas' },
];

const treatments = [
  'fisioterapia-traumatologica-deportiva',
  'suelo-pelvico',
  'embarazo-posparto',
  'fisioterapia-neurologica',
  'puncion-seca',
  'pilates-clinico',
  'masaje-descontracturante',
  'fisioterapia-domicilio',
];

/** One line of the price list: what it is, how long it lasts and what it costs, quoted from its passage. */
function priceRow(
  id: string,
  label: string,
  duration: string | null,
  price: string,
  prefix = '',
): ComparisonRow {
  return {
    id: `${id}-${label}-${duration}`,
    label,
    cells: { duration: duration ? quote(id, duration) : '—', price: prefix + quote(id, price) },
  };
}

const priceRows: ComparisonRow[] = [
  priceRow('valoracion-inicial', 'Valoración inicial (primera visita)', '50 minutos', '45 €'),
  priceRow('valoracion-inicial', 'Primera visita de suelo pélvico o neurológica', '60 minutos', '55 €'),
  priceRow(
    'fisioterapia-traumatologica-deportiva',
    'Fisioterapia traumatológica y deportiva',
    '45 minutos',
    '42 €',
  ),
  priceRow('suelo-pelvico', 'Suelo pélvico, embarazo y posparto', '50 minutos', '50 €'),
  priceRow('fisioterapia-neurologica', 'Fisioterapia neurológica', '50 minutos', '48 €'),
  priceRow('masaje-descontracturante', 'Masaje descontracturante', '30 minutos', '28 €'),
  priceRow('masaje-descontracturante', 'Masaje descontracturante', '45 minutos', '38 €'),
  priceRow('puncion-seca', 'Punción seca (suplemento en la sesión)', null, '10 €'),
  priceRow('pilates-clinico', 'Pilates clínico, clase suelta', '55 minutos', '16 €'),
  priceRow('pilates-clinico', 'Pilates clínico, un día a la semana', '55 minutos', '52 € al mes'),
  priceRow('pilates-clinico', 'Pilates clínico, dos días a la semana', '55 minutos', '90 € al mes'),
  priceRow('fisioterapia-domicilio', 'A domicilio, zona A (recargo)', null, '15 €', '+ '),
  priceRow('fisioterapia-domicilio', 'A domicilio, resto de Sevilla (recargo)', null, '25 €', '+ '),
];

interface Bono {
  passageId: string;
  name: string;
  treatment: string;
  price: number;
  perSession: string;
  validity: string;
  highlighted?: boolean;
}

const generalBonos: Bono[] = [
  {
    passageId: 'bonos-fisioterapia',
    name: 'Bono de 5 sesiones',
    treatment: 'fisioterapia traumatológica y deportiva (45 minutos)',
    price: 195,
    perSession: '39 € por sesión',
    validity: 'vale durante 3 meses',
  },
  {
    passageId: 'bonos-fisioterapia',
    name: 'Bono de 10 sesiones',
    treatment: 'fisioterapia traumatológica y deportiva (45 minutos)',
    price: 370,
    perSession: '37 € por sesión',
    validity: 'vale durante 6 meses',
    highlighted: true,
  },
];

const specialtyBonos: Bono[] = [
  {
    passageId: 'bonos-especialidades',
    name: 'Suelo pélvico',
    treatment: 'bono de 5 sesiones de suelo pélvico (50 minutos)',
    price: 230,
    perSession: '46 € por sesión',
    validity: 'vale durante 4 meses',
  },
  {
    passageId: 'bonos-especialidades',
    name: 'Fisioterapia neurológica',
    treatment: 'bono de 10 sesiones de fisioterapia neurológica (50 minutos)',
    price: 440,
    perSession: '44 € por sesión',
    validity: 'vale durante 6 meses',
  },
  {
    passageId: 'bonos-especialidades',
    name: 'Masaje descontracturante',
    treatment: 'bono de 5 masajes descontracturantes de 45 minutos',
    price: 170,
    perSession: '34 € por masaje',
    validity: 'vale durante 3 meses',
  },
];

/** One passage's bonos: its title and last sentence as a heading (its anchor), then their cards. */
function BonoGroup({ passageId, bonos }: { passageId: string; bonos: Bono[] }) {
  return (
    <Stack gap="8">
      <SectionHeading
        id={passageId}
        level={3}
        title={passage(passageId).title}
        intro={sentence(passageId, -1)}
      />
      <BonoCards bonos={bonos} />
    </Stack>
  );
}

function BonoCards({ bonos }: { bonos: Bono[] }) {
  return (
    <PricingTable>
      {bonos.map((bono) => (
        <PricingCard
          key={bono.name}
          name={bono.name}
          description={capitalised(quote(bono.passageId, bono.treatment))}
          price={euros(bono.passageId, bono.price)}
          taxNote="Exento de IVA"
          highlighted={bono.highlighted}
          features={[
            { label: quote(bono.passageId, bono.perSession) },
            { label: capitalised(quote(bono.passageId, bono.validity)) },
          ]}
          action={
            <LinkButton
              href={contact.phoneHref}
              variant={bono.highlighted ? 'primary' : 'secondary'}
              fullWidth
            >
              Pedir cita
            </LinkButton>
          }
        />
      ))}
    </PricingTable>
  );
}

/** A team member's passage: the name as the title, the speciality under it, the initials as the avatar. */
function TeamCard({ id }: { id: string }) {
  const { title, text } = passage(id);
  const [name = title, role = ''] = title.split(/,\s*/);
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return (
    <FeatureCard
      id={id}
      icon={<span aria-hidden="true">{initials}</span>}
      title={name}
      action={role && <Badge tone="accent">{capitalised(role)}</Badge>}
    >
      {text}
    </FeatureCard>
  );
}

const saturdays = faqItem('faq-sabados');

function SiteFooter() {
  return (
    <Footer
      brand={<strong>{business.name}</strong>}
      description={
        <>
          {business.tagline}.
          <br />
          {business.address}
          <br />
          Teléfono {contact.phone}
          <br />
          WhatsApp {contact.whatsapp}
          <br />
          {contact.email}
        </>
      }
      columns={[
        {
          title: 'Contacto',
          links: [
            { href: contact.phoneHref, label: 'Llamar' },
            { href: contact.whatsappHref, label: 'WhatsApp' },
            { href: contact.emailHref, label: 'Correo electrónico' },
            { href: contact.mapHref, label: 'Ver en el mapa' },
          ],
        },
        { title: 'La clínica', links: navLinks },
      ]}
      legalLinks={[{ href: '#proteccion-datos', label: passage('proteccion-datos').title }]}
      copyright={`© ${new Date().getFullYear()} ${quote('proteccion-datos', 'Fisioterapia Nervión, S.L.P.')}`}
    />
  );
}

export function App() {
  return (
    <>
      <SkipLink href="#contenido" />
      <NavBar brand={<Link href="#inicio">{business.name}</Link>} links={navLinks} cta={call()} />
      <main id="contenido">
        <Hero
          id="inicio"
          eyebrow="Clínica de fisioterapia en Nervión, Sevilla"
          title={business.tagline}
          subtitle={sentence('quienes-somos', -1)}
          primaryAction={call(`Pedir cita · ${contact.phone}`)}
          secondaryAction={whatsapp()}
          badges={[
            {
              label: capitalised(quote('quienes-somos', 'fisioterapeutas colegiados')),
              icon: <IconShield />,
            },
            {
              label: capitalised(
                quote('aseguradoras-concertadas', 'concierto directo con DKV, Asisa y Caser'),
              ),
              icon: <IconCheck />,
            },
            {
              label: capitalised(quote('volante-medico', 'sin volante ni derivación')),
              icon: <IconStar />,
            },
          ]}
          media={
            <PhoneChatMockup
              label={`Ejemplo de conversación: una paciente pregunta si abren los sábados y el asistente de ${business.name} le responde.`}
              title="Asistente virtual"
              status="En línea · responde al momento"
              placeholder="Escribe tu pregunta…"
              messages={[
                {
                  from: 'assistant',
                  text: `Hola, soy el asistente de ${business.name}. ¿En qué puedo ayudarte?`,
                },
                { from: 'customer', text: saturdays.question },
                { from: 'assistant', text: saturdays.answer },
              ]}
            />
          }
        />

        <Section
          id="tratamientos"
          eyebrow="Tratamientos"
          title="Qué tratamos"
          intro={sentence('fisioterapia-traumatologica-deportiva', -1)}
        >
          <FeatureGrid columns={2}>
            {treatments.map((id) => (
              <PassageCard key={id} id={id} />
            ))}
          </FeatureGrid>
        </Section>

        <Section
          id="precios"
          tone="muted"
          eyebrow="Precios"
          title="Lo que cuesta cada sesión"
          intro={sentence('formas-pago', -1)}
        >
          <Stack gap="8">
            <FeatureGrid columns={2}>
              <PassageCard id="valoracion-inicial" icon={<IconStar />} tone="default" />
              <PassageCard id="formas-pago" icon={<IconCheck />} tone="default" />
            </FeatureGrid>
            <ComparisonTable
              caption="Precio por sesión, exento de IVA"
              rowHeaderLabel="Servicio"
              columns={[
                { id: 'duration', label: 'Duración' },
                { id: 'price', label: 'Precio' },
              ]}
              rows={priceRows}
            />
          </Stack>
        </Section>

        <Section
          id="bonos"
          eyebrow="Bonos"
          title="Más sesiones, mejor precio"
          intro={sentence('bonos-fisioterapia', 0)}
        >
          <Stack gap="16">
            <BonoGroup passageId="bonos-fisioterapia" bonos={generalBonos} />
            <BonoGroup passageId="bonos-especialidades" bonos={specialtyBonos} />
            <FeatureGrid columns={2}>
              <PassageCard id="condiciones-bonos" icon={<IconInfo />} tone="muted" />
              <PassageCard id="tarjeta-regalo" icon={<IconStar />} tone="muted" />
            </FeatureGrid>
          </Stack>
        </Section>

        <Section
          id="quienes-somos"
          tone="muted"
          eyebrow="Quiénes somos"
          title="Tres fisioterapeutas colegiados"
          intro={passage('quienes-somos').text}
        >
          <Stack gap="6">
            <FeatureGrid columns={3}>
              <TeamCard id="equipo-lucia-ortega" />
              <TeamCard id="equipo-javier-romero" />
              <TeamCard id="equipo-marta-benitez" />
            </FeatureGrid>
            <FeatureGrid columns={2}>
              <PassageCard id="pacientes-que-atendemos" />
              <PassageCard id="instalaciones" />
            </FeatureGrid>
          </Stack>
        </Section>

        <Section id="horario" eyebrow="Horario" title="Cuándo abrimos y cómo pedir cita">
          <FeatureGrid columns={2}>
            <Stack gap="6">
              <PassageCard id="horario" anchored={false} icon={<IconClock />} tone="muted" />
              <PassageCard id="horario-verano-festivos" icon={<IconCalendar />} tone="muted" />
            </Stack>
            <PassageCard
              id="pedir-cita"
              icon={<IconPhone />}
              tone="muted"
              action={
                <>
                  {call(`Llamar al ${contact.phone}`)}
                  {whatsapp()}
                </>
              }
            />
          </FeatureGrid>
        </Section>

        <Section id="seguros" tone="muted" eyebrow="Seguros" title="Seguros médicos y pacientes privados">
          <FeatureGrid columns={2}>
            <PassageCard
              id="aseguradoras-concertadas"
              icon={<IconShield />}
              action={
                <>
                  <Badge tone="accent">DKV</Badge>
                  <Badge tone="accent">Asisa</Badge>
                  <Badge tone="accent">Caser</Badge>
                </>
              }
            />
            <PassageCard id="aseguradoras-no-concertadas" icon={<IconInfo />} />
            <PassageCard id="volante-medico" icon={<IconCheck />} />
            <PassageCard id="facturas-reembolso" icon={<IconInfo />} />
          </FeatureGrid>
        </Section>

        <Section
          id="como-llegar"
          eyebrow="Cómo llegar"
          title="Cómo llegar a la clínica"
          intro={business.address}
        >
          <FeatureGrid columns={3}>
            <PassageCard
              id="transporte-publico"
              icon={<IconGlobe />}
              tone="muted"
              action={
                <Link href={contact.mapHref} target="_blank" rel="noopener">
                  Ver la dirección en el mapa
                </Link>
              }
            />
            <PassageCard id="aparcamiento" icon={<IconInfo />} tone="muted" />
            <PassageCard id="accesibilidad" icon={<IconCheck />} tone="muted" />
          </FeatureGrid>
        </Section>

        <Section
          id="antes-de-venir"
          tone="muted"
          eyebrow="Antes de venir"
          title="Lo que conviene saber"
          width="narrow"
        >
          <FAQ
            items={[
              'primera-visita',
              'politica-cancelacion',
              'retrasos',
              'informes-fisioterapia',
              'proteccion-datos',
            ].map((id) => ({
              id,
              question: passage(id).title,
              answer: passage(id).text,
            }))}
          />
        </Section>

        <Section
          id="preguntas"
          eyebrow="Preguntas frecuentes"
          title="Lo que más nos preguntan"
          width="narrow"
        >
          <FAQ items={questions} />
        </Section>

        <CallToAction
          id="cita"
          tone="accent"
          title="Pide tu cita"
          text={sentence('pedir-cita', 1)}
          primaryAction={call(`Llamar al ${contact.phone}`)}
          secondaryAction={whatsapp()}
        />
      </main>
      <SiteFooter />
      <Assistant />
    </>
  );
}
