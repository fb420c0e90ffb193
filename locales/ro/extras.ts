import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Cereri de urmărire trimise",
  },
  tracking: {
    follow: "Urmărește conversația",
    unfollow: "Nu mai urmări conversația",
    followed: "Vei primi o notificare pentru fiecare răspuns din această conversație",
    unfollowed: "Nu vei mai primi o notificare pentru fiecare răspuns din această conversație",
    removeFromGroup: "Elimină din grup",
    confirmRemove: "Elimini această postare din grup?",
    removed: "Postare eliminată din grup",
  },
  sessions: {
    title: "Sesiuni",
    hint: "Unde ești conectat. Deconectează orice sesiune pe care nu o recunoști.",
    current: "Această sesiune",
    started: "Conectat pe {date}",
    unknownApp: "Aplicație necunoscută",
    end: "Deconectează",
    confirmEnd: "Deconectezi această sesiune?",
    ended: "Sesiune încheiată",
  },
  notifications: {
    policyTitle: "Filtre de notificări",
    policyHint: "Stabilite de server pe baza setărilor tale pentru mențiuni.",
    forNotFollowing: "De la persoane pe care nu le urmărești",
    forNotFollowers: "De la persoane care nu te urmăresc",
    forNewAccounts: "De la conturi create în ultimele 30 de zile",
    forPrivateMentions: "Mesaje directe",
    accept: "Afișate",
    drop: "Ascunse",
  },
  requests: {
    title: "Cereri de urmărire trimise",
    none: "Nicio cerere de urmărire în așteptare",
    cancel: "Anulează cererea",
    cancelLabel: "Anulează cererea de urmărire către {name}",
    cancelled: "Cerere de urmărire anulată",
    inLists: "În fluxurile tale personalizate: {lists}",
    inNoLists: "În niciunul dintre fluxurile tale personalizate",
    showLists: "Fluxuri personalizate cu acest profil",
  },
  identity: {
    title: "Identități asociate",
    remove: "Elimină",
    removeLabel: "Elimină {did}",
    confirmRemove: "Elimini identitatea asociată {did}?",
    removed: "Identitate eliminată",
  },
  admin: {
    lastLogin: "Ultima conectare: {date}",
    neverLoggedIn: "Nu s-a conectat niciodată",
    group: "Grup",
    title: "Conturi locale",
  },
  accountLists: {
    inList: "În fluxul tău personalizat: {title}",
    none: "Nu este în niciunul dintre fluxurile tale personalizate",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
