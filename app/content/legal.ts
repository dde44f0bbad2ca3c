// Legal notices (/mentions-legales) and privacy policy (/politique-confidentialite).
// Every "{email}" token is replaced by the page with the configured contact address.

import type { LegalIdentity, PublicSiteConfig } from '~/config/association';
import { retentionPolicy } from '~/config/retention';
import { formatFrenchPhone } from '~/lib/french-phone';

export const EMAIL_TOKEN = '{email}';

export type LegalLink = {
  readonly label: string;
  readonly href: string;
};

export type LegalSection = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Links shown after the paragraphs (internal paths or absolute URLs). */
  readonly links?: readonly LegalLink[];
};

/** "2023-06-07" → "07/06/2023", the way the association's records write it. */
function frenchNumericDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}


export const legalNoticePage = {
  title: 'Mentions légales',
  intro:
    'Conformément à la loi n°\u00a02004-575 du 21\u00a0juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur de ce site.',
} as const;

/**
 * The legal notice's sections for the configured identity (app/config/association.ts,
 * legalDefaults, overridden by ASSOCIATION_* and HOSTING_* variables): registry data, the
 * creation (the declaration) then its publication in the Journal officiel, and the host. The
 * publisher's name, address and phone are the site's public identity when given.
 */
export function legalNoticeSections(
  identity: LegalIdentity,
  publisher?: Pick<PublicSiteConfig, 'name' | 'shortName' | 'address' | 'phone'>,
): readonly LegalSection[] {
  const { hosting } = identity;
  return [
    {
      id: 'association',
      title: 'L’association',
      paragraphs: [
        publisher ? `Dénomination\u202f: ${publisher.name} (${publisher.shortName})` : 'Dénomination\u202f: ADPL',
        'Forme juridique\u202f: association régie par la loi du 1er\u00a0juillet 1901 et le décret du 16\u00a0août 1901.',
        // What the association has not entered yet is left out, never shown as a placeholder: the
        // dashboard's « Mise en ligne » names it to the administrators (issue 36).
        ...(identity.rnaNumber ? [`Numéro RNA\u202f: ${identity.rnaNumber}`] : []),
        `Date de création (déclaration en préfecture)\u202f: ${frenchNumericDate(identity.createdOn)}`,
        ...(identity.journalOfficielOn ? [`Publication au Journal officiel des associations et fondations d’entreprise\u202f: ${frenchNumericDate(identity.journalOfficielOn)}`] : []),
        `Siège social\u202f: ${identity.headOffice} (adresse complète disponible sur demande)`,
        ...(publisher ? [`Adresse postale\u202f: ${publisher.address}`] : []),
        ...(publisher?.phone ? [`Téléphone\u202f: ${formatFrenchPhone(publisher.phone)}`] : []),
        'Contact\u202f: {email}',
      ],
    },
    {
      id: 'objet',
      title: 'Objet de l’association',
      paragraphs: [
        'L’association a pour objet le développement et la préservation de la Presqu’île historique de Lyon. Elle représente ses habitants, ses commerçants et ses usagers auprès des pouvoirs publics, participe aux concertations et informe sur les projets qui concernent le quartier.',
        'L’association est indépendante de tout parti politique.',
        'Les statuts de l’association peuvent être obtenus sur simple demande à {email}.',
      ],
    },
    {
      id: 'publication',
      title: 'Directeur de la publication',
      paragraphs: [
        identity.publicationDirector
          ? `Directeur ou directrice de la publication\u202f: ${identity.publicationDirector}.`
          : 'Le directeur de la publication est le président de l’association, en sa qualité de représentant légal.',
        'Pour toute question relative au contenu du site\u202f: {email}.',
      ],
    },
    ...(hosting.name || hosting.address || hosting.phone
      ? [
          {
            id: 'hebergement',
            title: 'Hébergement',
            paragraphs: [
              ...(hosting.name ? [`Hébergeur\u202f: ${hosting.name}`] : []),
              ...(hosting.address ? [`Adresse\u202f: ${hosting.address}`] : []),
              ...(hosting.phone ? [`Téléphone\u202f: ${hosting.phone}`] : []),
            ],
          },
        ]
      : []),
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      paragraphs: [
        'L’ensemble des contenus de ce site (textes, logos, illustrations, photographies) est la propriété de l’association ou de leurs auteurs, et est protégé par le code de la propriété intellectuelle.',
        'Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite, sauf exceptions prévues par la loi (courte citation mentionnant la source, usage privé).',
        'Les photographies déposées par les membres sont publiées avec leur accord, dans le cadre de la cession de droits acceptée lors du dépôt\u202f; le nom de leur auteur est indiqué.',
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      paragraphs: [
        'L’association traite des données personnelles dans le respect du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.',
        'Le détail des données collectées, de leur durée de conservation et de vos droits figure dans notre politique de confidentialité.',
      ],
      links: [{ label: 'Politique de confidentialité', href: '/politique-confidentialite' }],
    },
  ];
}

export const privacyPolicyLastUpdated = '22 novembre 2026';

export const privacyPolicyPage = {
  title: 'Politique de confidentialité',
  intro:
    'Cette page explique quelles données personnelles ce site collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits. Nous ne collectons que ce qui est nécessaire au fonctionnement du site et de l’association.',
  lastUpdatedLabel: 'Dernière mise à jour\u202f:',
} as const;

export const privacyPolicySections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    paragraphs: [
      'Le responsable du traitement est l’association ADPL, représentée par son président.',
      'Pour toute question sur vos données personnelles, écrivez-nous à {email}.',
    ],
  },
  {
    id: 'newsletter',
    title: 'Lettre d’information',
    paragraphs: [
      'Données collectées\u202f: votre adresse e-mail, la date de votre demande et de votre confirmation, et la page où vous vous êtes inscrit.',
      'Finalité\u202f: vous envoyer les actualités de l’association, sur la base de votre consentement.',
      `Votre inscription n’est effective qu’après confirmation, en cliquant sur le lien reçu par e-mail (double confirmation). Ce lien est valable ${retentionPolicy.newsletterPending.label}\u202f; une demande non confirmée est ensuite supprimée.`,
      'Chaque e-mail contient un lien de désinscription en un clic.',
      `Pour chaque lettre envoyée, le site note à quelles adresses elle est partie et si l’envoi a réussi, afin de ne l’envoyer qu’une fois à chacun ; cette liste est supprimée ${retentionPolicy.newsletterDeliveries.label} après la fin de l’envoi (seuls les totaux sont gardés).`,
      'Durée de conservation\u202f: jusqu’à votre désinscription. Votre adresse reste ensuite enregistrée comme désinscrite, pour garantir que vous ne recevrez plus rien\u202f; écrivez-nous à {email} pour la faire effacer.',
    ],
  },
  {
    id: 'contact',
    title: 'Messages de contact',
    paragraphs: [
      'Données collectées\u202f: nom, adresse e-mail, sujet et contenu du message, et la date d’envoi.',
      'Finalité\u202f: répondre à votre demande. Le message est enregistré sur le site puis transmis par e-mail à l’adresse de l’association\u202f; votre adresse y figure comme adresse de réponse.',
      `Durée de conservation\u202f: ${retentionPolicy.contactMessages.label}, puis suppression automatique.`,
    ],
  },
  {
    id: 'idees',
    title: 'Idées et signalements',
    paragraphs: [
      'Données collectées\u202f: nom, adresse e-mail, numéro de téléphone (facultatif) et contenu de votre idée ou de votre signalement (quartier, localisation, description).',
      'Finalité\u202f: étudier votre contribution, vous recontacter si besoin et la relayer, sans vos coordonnées, auprès des interlocuteurs concernés.',
      `Durée de conservation\u202f: tant que votre idée ou votre signalement est suivi par l’association, puis ${retentionPolicy.closedIdeas.label} après sa clôture (résolu ou rejeté), avant suppression automatique.`,
    ],
  },
  {
    id: 'adhesion',
    title: 'Adhésions',
    paragraphs: [
      'Données collectées\u202f: identité et coordonnées de la personne qui adhère et paie (nom, prénom, adresse e-mail, téléphone, adresse postale), année d’adhésion et, le cas échéant, les membres du foyer inclus dans l’adhésion.',
      'Finalité\u202f: gérer les adhésions, convoquer les membres aux assemblées générales et tenir la comptabilité de l’association.',
      'Le paiement est réalisé sur la page sécurisée d’un prestataire de paiement\u202f: l’association n’a jamais accès à vos données bancaires.',
      `Durée de conservation\u202f: pendant l’année d’adhésion, puis ${retentionPolicy.memberships.label}, pour respecter nos obligations comptables\u202f; l’adhésion, les membres du foyer et les paiements enregistrés sont ensuite supprimés automatiquement (une adhésion 2025 le 1er janvier 2029).`,
      `Pour enregistrer les paiements, l’équipe trésorerie peut importer le relevé de notre prestataire de paiement (date, montant, adresse e-mail de la personne qui paie, référence)\u202f: ce fichier est supprimé ${retentionPolicy.paymentImports.label} après son import\u202f; seuls les paiements reconnus restent enregistrés avec l’adhésion.`,
    ],
  },
  {
    id: 'compte',
    title: 'Compte membre',
    paragraphs: [
      'Données collectées\u202f: adresse e-mail, nom, prénom et mot de passe. Le mot de passe n’est jamais conservé en clair\u202f: seule une empreinte calculée avec l’algorithme scrypt est enregistrée.',
      'Un cookie de session vous maintient connecté (voir la rubrique «\u202fCookies\u202f»).',
      'Pour chaque connexion, nous gardons l’appareil et le navigateur utilisés, l’adresse IP et les dates de connexion et de dernière activité, afin que vous puissiez voir vos appareils connectés dans la rubrique «\u202fSécurité\u202f» de votre espace et les déconnecter. Une connexion expire après 7 jours sans activité.',
      `Les liens envoyés par e-mail (confirmation d’adresse, nouveau mot de passe, changement d’adresse) ne servent qu’une fois et expirent (48\u00a0heures, 1\u00a0heure et 24\u00a0heures)\u202f; seule une empreinte de ces liens est enregistrée, et elle est supprimée ${retentionPolicy.accountTokens.label} après l’expiration ou l’utilisation du lien. Une connexion expirée est supprimée ${retentionPolicy.expiredSessions.label}.`,
      `Durée de conservation\u202f: tant que le compte existe. Un compte dont l’adresse e-mail n’a jamais été confirmée est supprimé automatiquement ${retentionPolicy.unconfirmedAccounts.label} après sa création.`,
      'Dans la rubrique «\u202fMes données\u202f» de votre espace, vous pouvez télécharger à tout moment, dans un fichier, toutes les données que le site garde sur votre compte (profil, connexions, idées, adhésions, photos déposées, messages, inscription à la lettre d’information, actions dans l’espace d’administration).',
      'Si vous faites partie de l’équipe, vos actions dans l’espace d’administration (création, modification, publication et suppression de contenus, gestion des comptes) sont inscrites dans un journal avec votre adresse e-mail et la date, pour que l’association sache qui a fait quoi\u202f; ce journal est conservé après la suppression de votre compte.',
      'Vous pouvez aussi y supprimer votre compte vous-même, après avoir saisi votre mot de passe. Sont alors supprimés immédiatement et définitivement\u202f: votre compte, votre adresse e-mail de connexion et votre mot de passe, votre profil (prénom, nom), vos connexions et leur historique, vos rôles éventuels et les liens de confirmation en attente, vos photos en attente d’examen ou non retenues, avec leurs fichiers. Sont conservés, sans plus aucun lien avec un compte\u202f: vos adhésions, qui sont des pièces comptables gardées pendant la durée indiquée à la rubrique «\u202fAdhésions\u202f»\u202f; vos idées, signalements et messages, que l’association traite et dont vous pouvez demander l’effacement en nous écrivant à {email}\u202f; vos photos approuvées pour la galerie, qui restent publiées avec leur crédit puisque vous en avez cédé les droits d’utilisation pour 99 ans, et dont vous pouvez demander le retrait en nous écrivant à {email}\u202f; votre inscription à la lettre d’information, indépendante du compte, dont chaque lettre contient le lien de désinscription. Un e-mail vous confirme la suppression.',
    ],
  },
  {
    id: 'photos',
    title: 'Dépôt de photos',
    paragraphs: [
      'Données collectées\u202f: la photo, son titre, sa description, son lieu et le compte qui l’a déposée.',
      'Chaque photo est ré-encodée à la réception\u202f: ses métadonnées (coordonnées GPS, modèle d’appareil, date de prise de vue) sont supprimées.',
      'Les photos sont examinées avant toute publication. Pour les photos publiées, vous cédez à l’association les droits d’utilisation pour une durée de 99 ans, pour son site et ses réseaux sociaux, comme indiqué lors du dépôt.',
      'Tant qu’une photo n’est pas publiée (en attente d’examen, non retenue ou retirée de la galerie), seuls vous et l’équipe de modération peuvent la voir. Vous pouvez retirer une photo en attente depuis «\u202fMes photos\u202f»\u202f: elle est alors supprimée avec ses fichiers.',
    ],
  },
  {
    id: 'journaux',
    title: 'Journaux techniques',
    paragraphs: [
      'Les journaux du serveur enregistrent les pages demandées, sans votre adresse IP.',
      'Votre adresse IP est utilisée en mémoire, pendant 10 minutes au plus, pour limiter les abus (nombre de formulaires ou de requêtes envoyés depuis une même connexion). Elle n’est pas enregistrée dans la base de données, sauf pour les membres connectés\u202f: l’adresse IP et le navigateur utilisés sont alors enregistrés avec la session de connexion, qui est supprimée lorsque vous vous déconnectez.',
      `Les tentatives de connexion échouées sont comptées par compte pendant une heure, pour bloquer les tentatives de piratage\u202f; ces compteurs sont supprimés après ${retentionPolicy.rateLimitCounters.label}.`,
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'Ce site ne dépose aucun cookie avant que vous agissiez. Ses cookies sont tous inaccessibles aux scripts (HttpOnly) et ne sont envoyés qu’à ce site (SameSite=Lax)\u202f:',
      '«\u202fadpl.session_token\u202f», le cookie de session, déposé uniquement lorsque vous vous connectez à l’espace membre\u202f: il expire après 7 jours sans activité ou dès que vous vous déconnectez\u202f;',
      '«\u202fadpl_theme\u202f», déposé uniquement si vous choisissez l’apparence claire ou sombre en bas de page\u202f: il retient ce choix pendant un an\u202f;',
      '«\u202fadpl_toast\u202f», qui affiche un message de confirmation après une action, puis expire au bout de 60 secondes au plus\u202f;',
      `«\u202fadpl_consent\u202f», déposé uniquement quand vous répondez au bandeau «\u202fMesure d’audience\u202f» ou sur la page «\u202fGérer les cookies\u202f»\u202f: il retient votre choix (accepté ou refusé) et sa date pendant ${retentionPolicy.consentChoice.label}, après quoi la question vous est posée de nouveau. Vous pouvez changer d’avis à tout moment avec le lien «\u202fGérer les cookies\u202f» en bas de chaque page.`,
      'Aucun cookie publicitaire ni aucun traceur tiers n’est déposé.',
      'Pour permettre la lecture hors connexion et l’installation du site comme une application, votre navigateur garde une copie des pages publiques que vous avez consultées et des principales pages du site (accueil, histoire, quartiers, prises de position, derniers articles, prochaines rencontres), jamais celles de l’espace membre ni de l’administration. Cette copie reste sur votre appareil et n’est transmise à personne\u202f; vous pouvez l’effacer avec les données de navigation du site.',
      'Si vous envoyez une idée, un message ou une inscription à la lettre d’information sans connexion, votre navigateur garde ce que vous avez écrit sur votre appareil jusqu’au retour de la connexion, puis l’envoie au site et l’efface de l’appareil.',
      'Votre navigateur retient aussi, dans son stockage local, si vous avez refusé la proposition d’installer l’application («\u202fpwa-install-dismissed\u202f»).',
    ],
  },
  {
    id: 'mesure-audience',
    title: 'Mesure d’audience',
    paragraphs: [
      'Pourquoi\u202f: savoir quelles pages et quelles démarches servent aux habitants et aux commerçants (idées envoyées, adhésions, inscriptions, recherches restées sans réponse), pour améliorer le site. Ces chiffres ne servent à rien d’autre et ne sont transmis à personne.',
      'Seulement avec votre accord\u202f: rien n’est mesuré tant que vous n’avez pas répondu au bandeau «\u202fMesure d’audience\u202f», ni si vous avez refusé. Refuser est aussi simple qu’accepter, et vous pouvez retirer votre accord à tout moment sur la page «\u202fGérer les cookies\u202f».',
      'Ce qui est mesuré, par le site lui-même et sans aucun outil ni script tiers\u202f: les pages vues et quelques actions (idée ou signalement envoyé, photo déposée, adhésion commencée puis arrivée à l’étape du paiement, inscription à la lettre d’information, message de contact envoyé, inscription à une rencontre, recherche effectuée avec les mots cherchés et le fait qu’elle ait trouvé ou non un résultat). Pour chacune sont enregistrés la page (sans ses paramètres, sauf les mots d’une recherche), la date et l’heure, et le site d’où vous venez (son seul nom, par exemple «\u202fwww.google.com\u202f»).',
      'Ce qui n’est jamais enregistré\u202f: votre adresse IP, votre nom, votre adresse e-mail, le contenu de vos formulaires, les pages de l’espace membre et de l’administration, les liens personnels reçus par e-mail. Les robots ne sont pas comptés.',
      'Pour compter les visiteurs d’une journée sans les suivre, le site calcule une empreinte de votre adresse IP et de votre navigateur avec une clé tirée au hasard chaque jour, gardée en mémoire et jamais enregistrée\u202f: le lendemain, personne, pas même l’association, ne peut relier cette empreinte à vous ni à vos visites des autres jours.',
      `Durée de conservation\u202f: ${retentionPolicy.analyticsEvents.label}, puis suppression automatique. Seuls les administrateurs de l’association consultent ces chiffres.`,
    ],
    links: [{ label: 'Gérer les cookies', href: '/cookies' }],
  },
  {
    id: 'carte',
    title: 'Carte des quartiers',
    paragraphs: [
      'La carte de la page «\u202fNos quartiers\u202f» montre les quartiers sur un tracé simplifié dessiné par le site. Son fond de carte détaillé (plan OpenStreetMap, vue satellite Esri) vient de ces prestataires cartographiques\u202f: il n’est chargé que si vous le demandez avec le bouton «\u202fAfficher le fond de carte\u202f».',
      'À ce moment, votre adresse IP est transmise à ces prestataires, comme pour toute ressource chargée depuis leurs serveurs. Votre choix est retenu dans le stockage local de votre navigateur, sur cet appareil seulement, jusqu’à ce que vous utilisiez «\u202fNe plus l’afficher\u202f» sous la carte.',
      'Si vous utilisez le bouton «\u202fMa position\u202f», votre position est calculée par votre navigateur, avec votre autorisation, et n’est pas envoyée à l’association.',
    ],
    links: [{ label: 'Nos quartiers', href: '/quartiers' }],
  },
  {
    id: 'destinataires',
    title: 'Destinataires des données',
    paragraphs: [
      'Vos données ne sont accessibles qu’aux bénévoles de l’association disposant de droits d’administration, pour les besoins décrits ci-dessus.',
      'Les e-mails (confirmation d’inscription, réponses, lettre d’information) sont envoyés par l’intermédiaire de notre prestataire d’envoi d’e-mails, qui n’agit que sur nos instructions.',
      `Avant son envoi, chaque e-mail attend dans la file d’envoi du site, qui le réessaie si le prestataire est indisponible. Une copie du message (destinataire et texte) y est gardée ${retentionPolicy.sentEmails.label} après son envoi, ou ${retentionPolicy.failedEmails.label} après le dernier essai s’il n’a pas pu être remis, afin que l’équipe puisse le renvoyer ; elle est ensuite supprimée automatiquement.`,
      'L’association ne vend, ne loue et ne cède jamais vos données.',
    ],
  },
  {
    id: 'droits',
    title: 'Vos droits',
    paragraphs: [
      'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, ainsi que d’un droit d’opposition et de limitation de leur traitement. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment.',
      'Pour exercer ces droits, écrivez-nous à {email}. Nous vous répondrons dans un délai d’un mois.',
    ],
  },
  {
    id: 'reclamation',
    title: 'Réclamation auprès de la CNIL',
    paragraphs: [
      'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL)\u202f:',
      'CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 — www.cnil.fr',
    ],
    links: [{ label: 'www.cnil.fr', href: 'https://www.cnil.fr' }],
  },
  {
    id: 'securite',
    title: 'Sécurité',
    paragraphs: [
      'Les échanges avec le site sont chiffrés (HTTPS). Les mots de passe sont stockés sous forme d’empreinte (scrypt), le cookie de session est inaccessible aux scripts (HttpOnly) et les formulaires sont protégés contre les envois automatisés et les requêtes abusives.',
      'L’accès aux données est réservé aux administrateurs de l’association, authentifiés individuellement.',
    ],
  },
  {
    id: 'mise-a-jour',
    title: 'Mise à jour',
    paragraphs: [
      `Cette politique peut évoluer avec le site. Dernière mise à jour : ${privacyPolicyLastUpdated}.`,
    ],
  },
];
