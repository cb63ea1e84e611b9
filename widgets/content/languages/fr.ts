/** French: vous throughout; French typography (’, …, narrow no-break space before ! ? : ;). */
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Demande de projet',
  fields: {
    name: 'Nom complet',
    email: 'Adresse e-mail',
    country: 'Pays',
    phone: 'Numéro de téléphone',
    description: 'Description du projet',
  },
  descriptionPlaceholder: 'Parlez-nous de votre projet et de vos besoins…',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  submit: 'Envoyer le message',
  sending: 'Envoi en cours…',
  reply: 'Nous vous répondrons sous {hours} heures.',
  privacy: 'Nous utilisons vos coordonnées uniquement pour répondre à votre demande.',
  privacyLink: 'Politique de confidentialité',
  newTab: '(s’ouvre dans un nouvel onglet)',
  sent: { title: 'Votre message a bien été envoyé !', description: 'Nous vous répondrons sous 24 heures.' },
  failed: { title: 'Erreur lors de l’envoi du message', description: 'Veuillez réessayer plus tard.' },
  'too-soon': {
    title: 'Demande déjà envoyée',
    description: 'Vous venez d’envoyer une demande. Merci de patienter une minute avant d’en envoyer une autre.',
  },
  duplicate: {
    title: 'Demande déjà envoyée',
    description: 'Nous avons déjà reçu cette demande et vous répondrons sous {hours} heures.',
  },
  'too-large': {
    title: 'Erreur lors de l’envoi du message',
    description: 'Votre message est trop long pour être envoyé. Veuillez raccourcir la description du projet, puis réessayer.',
  },
  slow: 'Envoi toujours en cours… Merci de garder cette page ouverte.',
  invalid: {
    name: 'Veuillez saisir votre nom complet.',
    email: 'Veuillez saisir votre adresse e-mail, par exemple name@example.com.',
    country: 'Veuillez vérifier le pays.',
    phone: 'Veuillez vérifier le numéro de téléphone.',
    description: 'Veuillez nous décrire votre projet.',
  },
  charactersLeft: {
    one: '{count} caractère restant',
    many: '{count} de caractères restants',
    other: '{count} caractères restants',
  },
  pasteCut: {
    one: 'Ce champ accepte {count} caractère au maximum ; le reste n’a pas été collé.',
    many: 'Ce champ accepte {count} de caractères au maximum ; le reste n’a pas été collé.',
    other: 'Ce champ accepte {count} caractères au maximum ; le reste n’a pas été collé.',
  },
  testMode: 'Mode test',
  launcher: 'Contactez-nous',
  close: 'Fermer',
  notifications: 'Notifications',
};

export const services: ServicesText = {
  viewDetails: 'Voir les détails',
  technologies: 'Technologies : {service}',
  services: {
    'web-development': {
      name: 'Développement web',
      description:
        'Des applications et plateformes web rapides et accessibles, bâties sur des frameworks modernes, pensées pour grandir avec votre entreprise et rester simples à maintenir.',
    },
    'mobile-development': {
      name: 'Développement mobile',
      description:
        'Des applications natives et multiplateformes pour iOS et Android, parfaitement à l’aise sur chaque appareil, du premier prototype à la publication sur l’App Store.',
    },
    'ui-ux-design': {
      name: 'Design UI/UX',
      description:
        'Une conception d’interfaces et d’expériences fondée sur la recherche, pour un produit clair, agréable à utiliser et prêt à être développé.',
    },
    'game-development': {
      name: 'Développement de jeux',
      description:
        'Des jeux 2D et 3D captivants, des serious games et des expériences interactives pour mobile, PC, console et web, développés avec Unity et Unreal Engine.',
    },
    'iot-devices': {
      name: 'Objets connectés (IoT)',
      description:
        'Des objets connectés, leur firmware embarqué et les plateformes cloud qui les pilotent, du prototype de capteur aux parcs d’appareils sécurisés sur le terrain.',
    },
    'ai-ml': {
      name: 'IA et machine learning',
      description:
        'Une IA pragmatique qui résout de vrais problèmes métier, de la prévision et du traitement de documents aux assistants fondés sur les grands modèles de langage.',
    },
    'devops-cloud': {
      name: 'DevOps et cloud',
      description:
        'Infrastructure cloud, pipelines CI/CD et supervision pour que votre équipe livre en toute confiance, tout en maîtrisant vos coûts d’hébergement.',
    },
  },
};
