/** Welsh: formal "chi" throughout, sentence case, standard software terms (nod, gludo, cadarnwedd). */
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Ymholiad am brosiect',
  fields: {
    name: 'Enw llawn',
    email: 'Cyfeiriad e-bost',
    country: 'Gwlad',
    phone: 'Rhif ffôn',
    description: "Disgrifiad o'r prosiect",
  },
  descriptionPlaceholder: 'Dywedwch wrthym am ofynion eich prosiect...',
  requiredNote: "Rhaid llenwi'r meysydd sydd wedi'u nodi â *.",
  submit: 'Anfon neges',
  sending: "Wrthi'n anfon...",
  reply: 'Byddwn yn cysylltu â chi o fewn {hours} awr.',
  privacy: "Byddwn yn defnyddio'ch manylion i ateb eich ymholiad yn unig.",
  privacyLink: 'Hysbysiad preifatrwydd',
  newTab: '(yn agor mewn tab newydd)',
  sent: { title: 'Anfonwyd eich neges!', description: 'Byddwn yn cysylltu â chi o fewn 24 awr.' },
  failed: { title: 'Gwall wrth anfon y neges', description: 'Rhowch gynnig arall arni yn nes ymlaen.' },
  'too-soon': {
    title: "Ymholiad wedi'i anfon eisoes",
    description: 'Rydych newydd anfon ymholiad. Arhoswch funud cyn anfon un arall, os gwelwch yn dda.',
  },
  duplicate: {
    title: "Ymholiad wedi'i anfon eisoes",
    description: "Mae'r ymholiad hwn gennym eisoes, a byddwn yn ateb o fewn {hours} awr.",
  },
  'too-large': {
    title: 'Gwall wrth anfon y neges',
    description: "Mae'ch neges yn rhy hir i'w hanfon. Byrhewch ddisgrifiad y prosiect a rhowch gynnig arall arni.",
  },
  slow: "Wrthi'n anfon o hyd... Cadwch y dudalen hon ar agor.",
  invalid: {
    name: 'Rhowch eich enw llawn.',
    email: 'Rhowch eich cyfeiriad e-bost, fel name@example.com.',
    country: 'Gwiriwch y wlad.',
    phone: 'Gwiriwch y rhif ffôn.',
    description: 'Dywedwch wrthym am eich prosiect.',
  },
  charactersLeft: {
    zero: '{count} nod ar ôl',
    one: '{count} nod ar ôl',
    two: '{count} nod ar ôl',
    few: '{count} nod ar ôl',
    many: '{count} nod ar ôl',
    other: '{count} nod ar ôl',
  },
  pasteCut: {
    zero: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
    one: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
    two: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
    few: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
    many: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
    other: "Dim ond {count} nod sy'n ffitio yma; ni chafodd y gweddill ei ludo.",
  },
  testMode: 'Modd prawf',
  launcher: 'Cysylltwch â ni',
  close: 'Cau',
  notifications: 'Hysbysiadau',
};

export const services: ServicesText = {
  viewDetails: 'Gweld manylion',
  technologies: 'Technolegau ar gyfer {service}',
  services: {
    'web-development': {
      name: 'Datblygu gwe',
      description:
        "Cymwysiadau a llwyfannau gwe cyflym a hygyrch wedi'u hadeiladu ar fframweithiau modern, wedi'u cynllunio i dyfu gyda'ch busnes ac i fod yn hawdd eu cynnal.",
    },
    'mobile-development': {
      name: 'Datblygu symudol',
      description:
        "Apiau brodorol a thraws-lwyfan ar gyfer iOS ac Android sy'n teimlo'n gartrefol ar bob dyfais, o'r prototeip cyntaf i'w rhyddhau ar yr App Store.",
    },
    'ui-ux-design': {
      name: 'Dylunio UI/UX',
      description:
        "Dylunio rhyngwynebau a phrofiadau ar sail ymchwil sy'n gwneud eich cynnyrch yn hawdd ei ddeall, yn braf i'w ddefnyddio ac yn barod i ddatblygwyr ei adeiladu.",
    },
    'game-development': {
      name: 'Datblygu gemau',
      description:
        "Gemau 2D a 3D difyr, gemau difrifol a phrofiadau rhyngweithiol ar gyfer dyfeisiau symudol, PC, consolau a'r we, wedi'u hadeiladu yn Unity ac Unreal Engine.",
    },
    'iot-devices': {
      name: 'Dyfeisiau IoT',
      description:
        "Dyfeisiau cysylltiedig, cadarnwedd mewnosodedig a'r llwyfannau cwmwl y tu ôl iddynt, o brototeipiau synwyryddion i fflydoedd diogel yn y maes.",
    },
    'ai-ml': {
      name: 'AI a dysgu peirianyddol',
      description:
        "AI ymarferol sy'n datrys problemau busnes go iawn, o ragweld a phrosesu dogfennau i gynorthwywyr wedi'u hadeiladu ar fodelau iaith mawr.",
    },
    'devops-cloud': {
      name: "DevOps a'r cwmwl",
      description:
        "Seilwaith cwmwl, piblinellau CI/CD a monitro sy'n gadael i'ch tîm ryddhau'n hyderus gan gadw costau lletya dan reolaeth.",
    },
  },
};
