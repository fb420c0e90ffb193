import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Serverul nu a putut fi contactat. Verifică-ți conexiunea și încearcă din nou.",
  requestTooLarge: "Corpul cererii este prea mare.",
  unknown: "Ceva nu a mers bine. Încearcă din nou.",
  sessionExpired: "Sesiunea ta a expirat. Conectează-te din nou.",
  notAuthenticated: "Mai întâi trebuie să te conectezi.",
  tooManyRequests: "Prea multe cereri. Așteaptă puțin și încearcă din nou.",
  permission: "Nu ai permisiunea să faci asta.",
  loadFailed: "Pagina nu a putut fi încărcată: {message}",
  appFailed: "Aplicația nu a putut porni: {message}",
  servers: {
    profileNotSaved: "Serverul nu a salvat profilul: contul trimis înapoi nu arată modificarea.",
  },
  configNotSaved:
    "Setările tale au fost salvate pe acest dispozitiv și vor fi salvate în cont când serverul răspunde. Încă nesalvate: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
