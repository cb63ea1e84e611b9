/** Spanish: usted throughout; neutral international Spanish, avoiding Spain- or Latin America-only words. */
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Solicitud de proyecto',
  fields: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    country: 'País',
    phone: 'Número de teléfono',
    description: 'Descripción del proyecto',
  },
  descriptionPlaceholder: 'Cuéntenos qué necesita para su proyecto…',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  submit: 'Enviar mensaje',
  sending: 'Enviando…',
  reply: 'Le responderemos en un plazo de {hours} horas.',
  privacy: 'Solo usamos sus datos para responder a su solicitud.',
  privacyLink: 'Aviso de privacidad',
  newTab: '(se abre en una pestaña nueva)',
  sent: { title: '¡Mensaje enviado correctamente!', description: 'Le responderemos en un plazo de 24 horas.' },
  failed: { title: 'Error al enviar el mensaje', description: 'Vuelva a intentarlo más tarde.' },
  'too-soon': {
    title: 'Solicitud ya enviada',
    description: 'Acaba de enviarnos una solicitud. Espere un minuto antes de enviar otra.',
  },
  duplicate: {
    title: 'Solicitud ya enviada',
    description: 'Ya hemos recibido esta solicitud y le responderemos en un plazo de {hours} horas.',
  },
  'too-large': {
    title: 'Error al enviar el mensaje',
    description: 'Su mensaje es demasiado largo para enviarlo. Acorte la descripción del proyecto y vuelva a intentarlo.',
  },
  slow: 'Seguimos enviando… Mantenga esta página abierta.',
  invalid: {
    name: 'Escriba su nombre completo.',
    email: 'Escriba su correo electrónico, por ejemplo, name@example.com.',
    country: 'Revise el país.',
    phone: 'Revise el número de teléfono.',
    description: 'Cuéntenos sobre su proyecto.',
  },
  charactersLeft: {
    one: 'Queda {count} carácter',
    many: 'Quedan {count} de caracteres',
    other: 'Quedan {count} caracteres',
  },
  pasteCut: {
    one: 'Aquí solo cabe {count} carácter; el resto no se ha pegado.',
    many: 'Aquí solo caben los primeros {count} de caracteres; el resto no se ha pegado.',
    other: 'Aquí solo caben los primeros {count} caracteres; el resto no se ha pegado.',
  },
  testMode: 'Modo de prueba',
  launcher: 'Contáctenos',
  close: 'Cerrar',
  notifications: 'Notificaciones',
};

export const services: ServicesText = {
  viewDetails: 'Ver detalles',
  technologies: 'Tecnologías de {service}',
  services: {
    'web-development': {
      name: 'Desarrollo web',
      description:
        'Aplicaciones y plataformas web rápidas y accesibles, creadas con frameworks modernos, pensadas para crecer con su empresa y fáciles de mantener.',
    },
    'mobile-development': {
      name: 'Desarrollo móvil',
      description:
        'Apps nativas y multiplataforma para iOS y Android que funcionan con naturalidad en cualquier dispositivo, desde el primer prototipo hasta su publicación en la App Store.',
    },
    'ui-ux-design': {
      name: 'Diseño UI/UX',
      description:
        'Diseño de interfaces y experiencias basado en la investigación, para que su producto sea fácil de entender, agradable de usar y esté listo para desarrollarse.',
    },
    'game-development': {
      name: 'Desarrollo de videojuegos',
      description:
        'Videojuegos 2D y 3D envolventes, juegos serios y experiencias interactivas para móvil, PC, consola y web, creados con Unity y Unreal Engine.',
    },
    'iot-devices': {
      name: 'Dispositivos IoT',
      description:
        'Dispositivos conectados, firmware embebido y las plataformas en la nube que los sostienen, desde prototipos de sensores hasta flotas seguras sobre el terreno.',
    },
    'ai-ml': {
      name: 'IA y aprendizaje automático',
      description:
        'IA práctica que resuelve problemas reales de negocio, desde previsiones y procesamiento de documentos hasta asistentes basados en grandes modelos de lenguaje.',
    },
    'devops-cloud': {
      name: 'DevOps y nube',
      description:
        'Infraestructura en la nube, pipelines de CI/CD y supervisión para que su equipo publique con confianza y mantenga bajo control los gastos de alojamiento.',
    },
  },
};
