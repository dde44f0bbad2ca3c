// Editorial texts of the home page: hero, explore cards, mission, actions and call to join.

import type { IconKey } from './tokens';

export type Cta = {
  readonly label: string;
  readonly href: string;
};

export type ExploreHref = '/prises-positions' | '/quartiers' | '/histoire' | '/remontee-idees';

export type ExploreCard = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly href: ExploreHref;
  readonly icon: IconKey;
};

export type HomeAction = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
};

export const hero = {
  eyebrow: 'Association des habitants et commerçants de la Presqu’île',
  title: 'Ensemble, faisons vivre la Presqu’île de Lyon',
  subtitle:
    'Depuis 2023, l’ADPL rassemble habitants, commerçants et amoureux du centre historique pour développer et préserver la Presqu’île, entre Rhône et Saône.',
  primaryCta: { label: 'Découvrir nos quartiers', href: '/quartiers' },
  secondaryCta: { label: 'Adhérer', href: '/adhesion' },
} as const satisfies {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: Cta;
  secondaryCta: Cta;
};

export const figuresSection = {
  title: 'La Presqu’île en chiffres',
} as const;

export const domainsSection = {
  title: 'Nos domaines d’action',
} as const;

export const exploreSection: {
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly ExploreCard[];
} = {
  title: 'Explorer',
  intro: 'Nos positions, nos quartiers, notre histoire et vos idées : tout ce qui fait la vie de l’association.',
  cards: [
    {
      id: 'prises-positions',
      title: 'Nos prises de position',
      description:
        'Concertations, courriers officiels et lettres ouvertes : retrouvez toutes les positions de l’association sur les dossiers qui engagent l’avenir de la Presqu’île.',
      href: '/prises-positions',
      icon: 'megaphone',
    },
    {
      id: 'quartiers',
      title: 'Nos quartiers',
      description:
        'De Bellecour aux pentes de la Croix-Rousse, de Perrache aux Terreaux : huit quartiers, leur histoire et leurs lieux incontournables.',
      href: '/quartiers',
      icon: 'map',
    },
    {
      id: 'histoire',
      title: 'Notre histoire',
      description:
        'Deux mille ans d’histoire, de la fondation de Lugdunum aux grands projets contemporains, et les premiers pas de l’ADPL.',
      href: '/histoire',
      icon: 'scroll',
    },
    {
      id: 'remontee-idees',
      title: 'Remontez vos idées',
      description:
        'Un trottoir dangereux, un projet pour votre rue, un commerce à soutenir ? Signalez-le : nous relayons vos idées auprès des élus.',
      href: '/remontee-idees',
      icon: 'lightbulb',
    },
  ],
};

export const missionSection: {
  readonly title: string;
  readonly paragraphs: readonly string[];
} = {
  title: 'Notre mission',
  paragraphs: [
    'L’ADPL est une association loi 1901 qui œuvre pour le développement et la préservation de la Presqu’île historique de Lyon. Elle réunit des habitants, des commerçants, des salariés et des amoureux du centre-ville qui veulent un quartier vivant, accueillant et respectueux de son patrimoine.',
    'Nous sommes une association non partisane : nous dialoguons avec tous les élus et tous les candidats, quelle que soit leur couleur politique, et nous jugeons chaque projet sur pièces, au regard de l’intérêt des habitants et des commerces.',
    'Nous sommes favorables à la décarbonation des mobilités, à condition que les alternatives se développent réellement : transports en commun fiables, stationnement pour les riverains, accès pour les livraisons et pour les personnes âgées ou à mobilité réduite.',
  ],
};

export const actionsSection: {
  readonly title: string;
  readonly intro: string;
  readonly actions: readonly HomeAction[];
} = {
  title: 'Nos actions',
  intro: 'Concrètement, voici ce que fait l’association, grâce à l’engagement de ses bénévoles.',
  actions: [
    {
      id: 'concertations',
      title: 'Participer aux concertations',
      description:
        'Nous contribuons aux concertations publiques (zone à trafic limité, stationnement, aménagement des places) et publions nos positions.',
      icon: 'message-square',
    },
    {
      id: 'veille-patrimoine',
      title: 'Veiller sur le patrimoine',
      description:
        'Nous suivons les chantiers et les permis de construire et alertons lorsque le patrimoine inscrit à l’UNESCO est menacé.',
      icon: 'landmark',
    },
    {
      id: 'commerces',
      title: 'Soutenir les commerçants',
      description:
        'Enquêtes auprès des professionnels, relais de leurs difficultés auprès des pouvoirs publics et valorisation du commerce de proximité.',
      icon: 'store',
    },
    {
      id: 'rencontres',
      title: 'Réunir les habitants',
      description:
        'Assemblées générales, réunions publiques et visites culturelles pour s’informer, débattre et mieux connaître son quartier.',
      icon: 'users',
    },
  ],
};

export type NewsletterTexts = {
  readonly title: string;
  readonly text: string;
  readonly emailLabel: string;
  readonly emailPlaceholder: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly successMessage: string;
  readonly toastTitle: string;
  readonly toastDescription: string;
};

export type ContactFormTexts = {
  readonly title: string;
  readonly text: string;
  readonly nameLabel: string;
  readonly emailLabel: string;
  readonly subjectLabel: string;
  readonly subjectPlaceholder: string;
  readonly messageLabel: string;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  readonly sentTitle: string;
  readonly sentMessage: string;
  readonly sendAnotherLabel: string;
  readonly toastTitle: string;
  readonly toastDescription: string;
};

export type JoinSection = {
  readonly title: string;
  readonly text: string;
  readonly joinCta: Cta;
  readonly newsletter: NewsletterTexts;
  readonly contactForm: ContactFormTexts;
};

export const joinSection = {
  title: 'Rejoignez le mouvement',
  text:
    'Habitant, commerçant ou simple amoureux de la Presqu’île : plus nous sommes nombreux, plus notre voix compte. Adhérez, abonnez-vous à notre lettre d’information ou écrivez-nous.',
  joinCta: { label: 'Adhérer à l’ADPL', href: '/adhesion' },
  newsletter: {
    title: 'Lettre d’information',
    text: 'Recevez nos actualités, nos prises de position et les dates de nos rencontres, environ une fois par mois.',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'votre@email.fr',
    submitLabel: 'S’inscrire',
    submittingLabel: 'Inscription…',
    // Double opt-in: the subscription starts once the link of the confirmation email is opened.
    successMessage: 'Merci ! Confirmez votre inscription grâce au lien que nous venons de vous envoyer par e-mail.',
    toastTitle: 'Inscription réussie !',
    toastDescription: 'Confirmez-la grâce au lien reçu par e-mail pour recevoir nos actualités.',
  },
  contactForm: {
    title: 'Nous contacter',
    text: 'Une question, une suggestion, une demande de rendez-vous ? Nous vous répondons dans les meilleurs délais.',
    nameLabel: 'Nom',
    emailLabel: 'Adresse e-mail',
    subjectLabel: 'Sujet',
    subjectPlaceholder: 'Choisissez un sujet',
    messageLabel: 'Message',
    submitLabel: 'Envoyer',
    sendingLabel: 'Envoi en cours…',
    sentTitle: 'Message envoyé !',
    sentMessage: 'Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.',
    sendAnotherLabel: 'Envoyer un autre message',
    toastTitle: 'Message envoyé !',
    toastDescription: 'Nous vous répondrons dans les plus brefs délais.',
  },
} as const satisfies JoinSection;
