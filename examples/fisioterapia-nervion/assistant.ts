import {
  type AssistantContent,
  commonVocabulary,
  defaultPolicy,
  generalOutOfScope,
  type Policy,
} from '@renueva/assistant';
import { business, faq, passages } from './content';
import { examples, outOfScope } from './examples';

const contact = `Llámanos al ${business.phone} o escríbenos a ${business.email}`;

/**
 * Fisioterapia Nervión's assistant: its content (content.ts), the example questions written for it
 * before it was scored (examples.ts, at most 50), and its own words. Each passage is cited by its
 * section of the clinic's page, whose anchors are the passages' ids.
 */
export const clinicAssistant: AssistantContent = {
  passages: passages.map((passage) => ({ ...passage, href: `#${passage.id}` })),
  business: { ...business, href: '#cita' },
  faq,
  examples,
  outOfScope: { ...outOfScope, general: generalOutOfScope },
  declines: {
    unstated: {
      answer: `No tengo esa información, y prefiero no inventármela. ${contact} y te lo decimos.`,
      action: 'call',
    },
    medical: {
      answer: `Eso no puedo valorarlo por aquí: un diagnóstico o un consejo sobre tu caso necesita que un fisioterapeuta o tu médico te vea. Si quieres, pide una valoración inicial y lo vemos en consulta. ${contact}.`,
      action: 'call',
      instead: ['passage:faq-precio-primera-visita', 'passage:pedir-cita'],
    },
    service: {
      answer: `Eso no lo ofrecemos. Te puedo contar los tratamientos que sí hacemos, sus precios y cómo pedir cita.`,
      instead: ['passage:faq-precio-sesion', 'passage:faq-bonos', 'passage:pedir-cita'],
    },
    general: {
      answer: `Ahí no puedo ayudarte: solo sé de ${business.name}. Pregúntame por los tratamientos, los precios, el horario o cómo pedir cita.`,
      instead: ['passage:faq-precio-sesion', 'passage:horario', 'passage:pedir-cita'],
    },
  },
  copy: {
    greeting: `¡Hola! Soy el asistente de ${business.name}. Pregúntame por los tratamientos, los precios, el horario, los seguros o cómo llegar.`,
    thanks: '¡A ti! Si te surge cualquier otra duda, pregúntame.',
    clarify: 'Quiero asegurarme de entenderte bien: ¿te refieres a alguna de estas preguntas?',
  },
  suggestions: [
    '¿Cuánto cuesta y cuánto dura una sesión?',
    '¿Trabajáis con mi seguro médico?',
    '¿Cuánto cuesta la primera visita?',
  ],
  actions: {
    call: {
      kind: 'contact',
      label: `Llamar al ${business.phone}`,
      href: `tel:+34${business.phone.replace(/\s/g, '')}`,
    },
  },
  vocabulary: commonVocabulary,
};

/**
 * How sure the clinic's assistant must be to answer, chosen on its tuning part (tuning.ts): of the
 * policies that decline all it must decline there, the one that costs a visitor least (a wrong
 * answer counted four times, as `pnpm assistant:curve` counts Renueva's). With few examples, its
 * classifier is surer of fewer words than Renueva's: it answers from a lower likelihood, but only
 * when less of the question is words it never saw.
 */
export const clinicPolicy: Policy = {
  ...defaultPolicy,
  sure: 0.55,
  agreement: 0.5,
  close: 0.5,
  minScore: 0.3,
  maxUnseen: 0.4,
  minCoverage: 0.2,
};
