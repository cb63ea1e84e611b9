/** German: Sie throughout; short, friendly agency tone; German typography (space before …, – as dash). */
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Projektanfrage',
  fields: {
    name: 'Vor- und Nachname',
    email: 'E-Mail-Adresse',
    country: 'Land',
    phone: 'Telefonnummer',
    description: 'Projektbeschreibung',
  },
  descriptionPlaceholder: 'Erzählen Sie uns von Ihrem Projekt und Ihren Anforderungen …',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  submit: 'Nachricht senden',
  sending: 'Wird gesendet …',
  reply: 'Wir melden uns innerhalb von {hours} Stunden bei Ihnen.',
  privacy: 'Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage zu beantworten.',
  privacyLink: 'Datenschutzhinweise',
  newTab: '(öffnet sich in einem neuen Tab)',
  sent: { title: 'Nachricht erfolgreich gesendet!', description: 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.' },
  failed: { title: 'Fehler beim Senden der Nachricht', description: 'Bitte versuchen Sie es später erneut.' },
  'too-soon': {
    title: 'Anfrage bereits gesendet',
    description: 'Sie haben gerade eben eine Anfrage gesendet. Bitte warten Sie eine Minute, bevor Sie eine weitere senden.',
  },
  duplicate: {
    title: 'Anfrage bereits gesendet',
    description: 'Diese Anfrage liegt uns bereits vor. Wir antworten Ihnen innerhalb von {hours} Stunden.',
  },
  'too-large': {
    title: 'Fehler beim Senden der Nachricht',
    description: 'Ihre Nachricht ist zu lang zum Senden. Bitte kürzen Sie die Projektbeschreibung und versuchen Sie es erneut.',
  },
  slow: 'Wird noch gesendet … Bitte lassen Sie diese Seite geöffnet.',
  invalid: {
    name: 'Bitte geben Sie Ihren Vor- und Nachnamen ein.',
    email: 'Bitte geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.',
    country: 'Bitte überprüfen Sie das Land.',
    phone: 'Bitte überprüfen Sie die Telefonnummer.',
    description: 'Bitte beschreiben Sie Ihr Projekt.',
  },
  charactersLeft: { one: 'Noch {count} Zeichen übrig', other: 'Noch {count} Zeichen übrig' },
  pasteCut: {
    one: 'Hier passt nur {count} Zeichen hinein; der Rest wurde nicht eingefügt.',
    other: 'Hier passen nur die ersten {count} Zeichen hinein; der Rest wurde nicht eingefügt.',
  },
  testMode: 'Testmodus',
  launcher: 'Kontakt aufnehmen',
  close: 'Schließen',
  notifications: 'Benachrichtigungen',
};

export const services: ServicesText = {
  viewDetails: 'Details ansehen',
  technologies: 'Technologien für {service}',
  services: {
    'web-development': {
      name: 'Webentwicklung',
      description:
        'Schnelle, barrierefreie Webanwendungen und Plattformen auf Basis moderner Frameworks, die mit Ihrem Unternehmen mitwachsen und sich leicht warten lassen.',
    },
    'mobile-development': {
      name: 'App-Entwicklung',
      description:
        'Native und plattformübergreifende Apps für iOS und Android, die sich auf jedem Gerät zu Hause anfühlen – vom ersten Prototyp bis zur Veröffentlichung im App Store.',
    },
    'ui-ux-design': {
      name: 'UI/UX-Design',
      description:
        'Forschungsbasiertes Interface- und UX-Design, das Ihr Produkt verständlich und angenehm bedienbar macht – bereit für die Umsetzung durch das Entwicklungsteam.',
    },
    'game-development': {
      name: 'Spieleentwicklung',
      description:
        'Fesselnde 2D- und 3D-Spiele, Serious Games und interaktive Erlebnisse für Mobilgeräte, PC, Konsole und Web, entwickelt mit Unity und Unreal Engine.',
    },
    'iot-devices': {
      name: 'IoT-Geräte',
      description:
        'Vernetzte Geräte, Embedded-Firmware und die Cloud-Plattformen dahinter – vom Sensorprototyp bis zur sicheren Geräteflotte im Feldeinsatz.',
    },
    'ai-ml': {
      name: 'KI & Machine Learning',
      description:
        'Praxisnahe KI, die echte geschäftliche Probleme löst – von Prognosen und Dokumentenverarbeitung bis zu Assistenten auf Basis großer Sprachmodelle.',
    },
    'devops-cloud': {
      name: 'DevOps & Cloud',
      description:
        'Cloud-Infrastruktur, CI/CD-Pipelines und Monitoring, mit denen Ihr Team entspannt ausliefert und die Hosting-Kosten im Griff behält.',
    },
  },
};
