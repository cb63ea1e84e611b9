/** Polish: no direct "ty"/"Pan" address: polite "Prosimy + infinitive" for requests, imperatives only on buttons (UI convention). */
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Zapytanie o projekt',
  fields: {
    name: 'Imię i nazwisko',
    email: 'Adres e-mail',
    country: 'Kraj',
    phone: 'Numer telefonu',
    description: 'Opis projektu',
  },
  descriptionPlaceholder: 'Kilka słów o projekcie i jego wymaganiach...',
  requiredNote: 'Pola oznaczone * są wymagane.',
  submit: 'Wyślij wiadomość',
  sending: 'Wysyłanie...',
  reply: 'Odpowiemy w ciągu {hours} godzin.',
  privacy: 'Podane dane wykorzystamy wyłącznie do udzielenia odpowiedzi na zapytanie.',
  privacyLink: 'Polityka prywatności',
  newTab: '(otwiera się w nowej karcie)',
  sent: { title: 'Wiadomość została wysłana!', description: 'Odpowiemy w ciągu 24 godzin.' },
  failed: { title: 'Nie udało się wysłać wiadomości', description: 'Prosimy spróbować ponownie później.' },
  'too-soon': {
    title: 'Zapytanie zostało już wysłane',
    description: 'Zapytanie zostało wysłane przed chwilą. Przed wysłaniem kolejnego prosimy odczekać minutę.',
  },
  duplicate: {
    title: 'Zapytanie zostało już wysłane',
    description: 'To zapytanie już do nas dotarło – odpowiemy w ciągu {hours} godzin.',
  },
  'too-large': {
    title: 'Nie udało się wysłać wiadomości',
    description: 'Wiadomość jest zbyt długa, by ją wysłać. Prosimy skrócić opis projektu i spróbować ponownie.',
  },
  slow: 'Wciąż wysyłamy... Prosimy nie zamykać tej strony.',
  invalid: {
    name: 'Prosimy podać imię i nazwisko.',
    email: 'Prosimy podać adres e-mail, np. name@example.com.',
    country: 'Prosimy sprawdzić kraj.',
    phone: 'Prosimy sprawdzić numer telefonu.',
    description: 'Prosimy napisać kilka słów o projekcie.',
  },
  charactersLeft: {
    one: 'Pozostał {count} znak',
    few: 'Pozostały {count} znaki',
    many: 'Pozostało {count} znaków',
    other: 'Pozostało {count} znaku',
  },
  pasteCut: {
    one: 'To pole mieści tylko {count} znak – reszty nie wklejono.',
    few: 'To pole mieści tylko {count} znaki – reszty nie wklejono.',
    many: 'To pole mieści tylko {count} znaków – reszty nie wklejono.',
    other: 'To pole mieści tylko {count} znaku – reszty nie wklejono.',
  },
  testMode: 'Tryb testowy',
  launcher: 'Napisz do nas',
  close: 'Zamknij',
  notifications: 'Powiadomienia',
};

export const services: ServicesText = {
  viewDetails: 'Zobacz szczegóły',
  technologies: 'Technologie: {service}',
  services: {
    'web-development': {
      name: 'Aplikacje webowe',
      description:
        'Szybkie i dostępne aplikacje oraz platformy webowe oparte na nowoczesnych frameworkach, zaprojektowane tak, by rosły razem z firmą i były łatwe w utrzymaniu.',
    },
    'mobile-development': {
      name: 'Aplikacje mobilne',
      description:
        'Natywne i wieloplatformowe aplikacje na iOS i Androida, które na każdym urządzeniu działają naturalnie – od pierwszego prototypu po publikację w App Store.',
    },
    'ui-ux-design': {
      name: 'Projektowanie UI/UX',
      description:
        'Projektowanie interfejsów i doświadczeń oparte na badaniach, dzięki któremu produkt jest zrozumiały, wygodny w obsłudze i gotowy do wdrożenia przez programistów.',
    },
    'game-development': {
      name: 'Tworzenie gier',
      description:
        'Wciągające gry 2D i 3D, gry szkoleniowe i interaktywne doświadczenia na urządzenia mobilne, PC, konsole i przeglądarki, tworzone w Unity i Unreal Engine.',
    },
    'iot-devices': {
      name: 'Urządzenia IoT',
      description:
        'Urządzenia podłączone do sieci, oprogramowanie wbudowane i obsługujące je platformy chmurowe – od prototypów czujników po bezpieczne floty urządzeń w terenie.',
    },
    'ai-ml': {
      name: 'AI i uczenie maszynowe',
      description:
        'Praktyczna sztuczna inteligencja, która rozwiązuje realne problemy biznesowe – od prognozowania i przetwarzania dokumentów po asystentów opartych na dużych modelach językowych.',
    },
    'devops-cloud': {
      name: 'DevOps i chmura',
      description:
        'Infrastruktura chmurowa, potoki CI/CD i monitoring, dzięki którym zespół wdraża zmiany bez obaw, a koszty hostingu pozostają pod kontrolą.',
    },
  },
};
