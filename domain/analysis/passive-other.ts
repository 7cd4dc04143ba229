/**
 * Passive voice in Spanish, French, Portuguese and German, found on a sentence's words:
 * - Spanish, Portuguese and French: a form of "ser" / "être" followed by a past participle (next
 *   word, or after a negation or adverb or two); French verbs that form their perfect with "être"
 *   ("il est allé") and reflexive verbs ("ils se sont levés") are not passive.
 * - German: a form of "werden" and a past participle anywhere in the sentence (the participle
 *   comes before the auxiliary in a subordinate clause: "..., das gestern gebaut wurde").
 * Written for this project from each language's grammar, not taken from any other list. The
 * reflexive passive ("se venden casas") is not recognised. Hindi, Chinese, Arabic and Japanese
 * have no detector here: their report says the check is not available.
 */
import type { AnalysisLanguage } from "./report";
import { wordList } from "./word-list";

const set = (list: string) => new Set(wordList(list));

/** Regular participles, any gender and number, and the irregular ones, as patterns and sets. */
type Romance = {
  auxiliaries: Set<string>;
  regular: RegExp;
  irregular: Set<string>;
  not: Set<string>;
  between: Set<string>;
};

const SPANISH: Romance = {
  auxiliaries: set(`es, son, era, eran, fue, fueron, será, serán, sería, serían, sea, sean,
    fuera, fueran, fuese, fuesen, sido, ser, siendo, soy, eres, somos, fui, fuimos`),
  regular: /^\p{L}{2,}(ado|ada|ados|adas|ido|ida|idos|idas)$/u,
  irregular: set(`hecho, hecha, hechos, hechas, dicho, dicha, dichos, dichas, escrito, escrita,
    escritos, escritas, visto, vista, vistos, vistas, puesto, puesta, puestos, puestas, abierto,
    abierta, abiertos, abiertas, cubierto, cubierta, descubierto, descubierta, resuelto,
    resuelta, roto, rota, vuelto, vuelta, impreso, impresa, provisto, provista`),
  not: set(`vida, comida, salida, medida, partida, bebida, sentido, contenido, partido, todo,
    demasiado, demasiada, demasiados, demasiadas, adecuado, adecuada, lado, estado, nada, cada`),
  between: set(`no, muy, ya, también, siempre, nunca, bien, mal, casi, totalmente,
    completamente, generalmente, frecuentemente, ampliamente`),
};

const PORTUGUESE: Romance = {
  auxiliaries: set(`é, são, era, eram, foi, foram, será, serão, seria, seriam, seja, sejam,
    fosse, fossem, sido, ser, sendo, sou, somos, fui, fomos`),
  regular: SPANISH.regular,
  irregular: set(`feito, feita, feitos, feitas, dito, dita, ditos, ditas, escrito, escrita,
    escritos, escritas, visto, vista, vistos, vistas, posto, posta, aberto, aberta, abertos,
    abertas, coberto, coberta, aceito, aceita, entregue, entregues, pago, paga, ganho, gasto,
    eleito, eleita, preso, presa, impresso, impressa`),
  not: set(`vida, comida, saída, medida, partida, bebida, sentido, partido, todo, demasiado,
    adequado, adequada, lado, estado, nada, cada, cuidado`),
  between: set(`não, muito, já, também, sempre, nunca, bem, mal, quase, totalmente,
    completamente, geralmente, frequentemente, amplamente`),
};

const FRENCH: Romance = {
  auxiliaries: set(`est, sont, était, étaient, fut, furent, sera, seront, serait, seraient,
    soit, soient, été, être, suis, es, sommes, êtes, étais, étions, étiez, n'est, n'était,
    n'étaient, n'es, n'êtes, n'être`),
  regular: /^\p{L}{2,}(é|ée|és|ées)$/u,
  irregular: set(`fait, faite, faits, faites, dit, dite, dits, dites, écrit, écrite, écrits,
    écrites, pris, prise, prises, mis, mise, mises, ouvert, ouverte, ouverts, ouvertes, offert,
    offerte, couvert, couverte, vu, vue, vus, vues, lu, lue, connu, connue, connus, connues,
    reçu, reçue, reçus, reçues, produit, produite, produits, construit, construite, construits,
    détruit, détruite, conduit, conduite, permis, permise, compris, comprise, rendu, rendue,
    vendu, vendue, vendus, perdu, perdue, choisi, choisie, choisis, fini, finie, finis, suivi,
    suivie, suivis, servi, servie, rempli, remplie, atteint, atteinte, joint, jointe`),
  // Verbs that form their perfect with "être" (motion and change of state): active, not passive.
  not: set(`allé, allée, allés, allées, venu, venue, venus, venues, arrivé, arrivée, arrivés,
    arrivées, parti, partie, partis, parties, né, née, nés, nées, resté, restée, restés, restées,
    devenu, devenue, devenus, devenues, entré, entrée, entrés, entrées, sorti, sortie, sortis,
    sorties, monté, montée, descendu, descendue, tombé, tombée, tombés, tombées, retourné,
    retournée, revenu, revenue, revenus, passé, passée, passés, passées, décédé, décédée, été`),
  between: set(`ne, pas, plus, jamais, très, bien, souvent, toujours, déjà, généralement,
    également, aussi, parfois, rarement, entièrement, largement, mal, tout`),
};

const REFLEXIVE = set("se, me, te, s, m, t");

function romancePassive(rules: Romance, tokens: readonly string[]): boolean {
  return tokens.some((token, i) => {
    if (!rules.auxiliaries.has(token) || REFLEXIVE.has(tokens[i - 1] ?? "")) return false;
    for (let j = i + 1; j < Math.min(tokens.length, i + 4); j++) {
      const word = tokens[j] ?? "";
      if (rules.not.has(word)) return false;
      if (rules.irregular.has(word) || rules.regular.test(word)) return true;
      if (!rules.between.has(word)) return false;
    }
    return false;
  });
}

const WERDEN = set(`werde, wirst, wird, werden, werdet, wurde, wurdest, wurden, wurdet, würde,
  würden, würdest, worden`);
/** German participles: ge-...-t/-en ("gemacht", "geschrieben", "angezeigt"), -iert, be-/ver-/er-/ent-/zer-...-t. */
const GERMAN_PARTICIPLE =
  /^(?:\p{L}{0,6}ge\p{L}{2,}(?:t|en)|\p{L}{3,}iert|(?:be|ver|er|ent|zer|emp|miss)\p{L}{2,}t)$/u;

function germanPassive(tokens: readonly string[]): boolean {
  return tokens.some((t) => WERDEN.has(t)) && tokens.some((t) => GERMAN_PARTICIPLE.test(t));
}

const DETECTORS: Partial<Record<AnalysisLanguage, (tokens: readonly string[]) => boolean>> = {
  es: (tokens) => romancePassive(SPANISH, tokens),
  pt: (tokens) => romancePassive(PORTUGUESE, tokens),
  fr: (tokens) => romancePassive(FRENCH, tokens),
  de: germanPassive,
};

/** The language's passive-voice test on a sentence's tokens, or null when there is none. */
export function passiveTestOf(language: AnalysisLanguage) {
  return DETECTORS[language] ?? null;
}
