// What the scripted OpenAI-compatible server (./scripted-openai.ts) writes: plain, correct text
// about the brief's topic in the language the system prompt asks for, at the length the prompt
// asks for, so the pipeline's constraints and the analyser can be measured on it.

type Language = "en" | "de" | "es" | "fr" | "ja" | "pt" | "hi" | "zh" | "ar";

const NAMES: Record<string, Language> = {
  English: "en",
  German: "de",
  Spanish: "es",
  French: "fr",
  Japanese: "ja",
  Portuguese: "pt",
  Hindi: "hi",
  "Simplified Chinese": "zh",
  Arabic: "ar",
};

const SENTENCES: Record<Language, string[]> = {
  en: [
    "{T} works best when you start with one clear goal and a short list of tasks.",
    "Most teams get more from {t} by reviewing it every week rather than every quarter.",
    "Write down what you want to achieve, then pick the smallest step that moves you forward.",
    "A simple checklist keeps {t} easy to follow for everyone involved.",
    "Keep each step small, name the person who owns it, and set a date for the next review.",
    "When something changes, update the plan the same day so nobody works from old information.",
  ],
  de: [
    "{T} gelingt am besten, wenn Sie mit einem klaren Ziel und einer kurzen Liste von Aufgaben beginnen.",
    "Die meisten Teams haben mehr von {t}, wenn sie es jede Woche und nicht nur einmal im Quartal prüfen.",
    "Schreiben Sie auf, was Sie erreichen wollen, und wählen Sie dann den kleinsten Schritt, der Sie weiterbringt.",
    "Eine einfache Checkliste macht {t} für alle Beteiligten leicht verständlich.",
    "Halten Sie jeden Schritt klein, nennen Sie die verantwortliche Person und legen Sie einen Termin für die nächste Prüfung fest.",
  ],
  es: [
    "{T} funciona mejor cuando empiezas con un objetivo claro y una lista corta de tareas.",
    "La mayoría de los equipos sacan más provecho de {t} cuando lo revisan cada semana y no cada trimestre.",
    "Escribe lo que quieres lograr y después elige el paso más pequeño que te acerque a ese objetivo.",
    "Una lista de control sencilla hace que {t} sea fácil de seguir para todas las personas del equipo.",
    "Mantén cada paso pequeño, nombra a la persona responsable y fija una fecha para la próxima revisión.",
  ],
  fr: [
    "{T} fonctionne mieux lorsque vous commencez avec un objectif clair et une courte liste de tâches.",
    "La plupart des équipes tirent davantage de {t} quand elles le revoient chaque semaine et pas chaque trimestre.",
    "Notez ce que vous voulez obtenir, puis choisissez la plus petite étape qui vous fait avancer.",
    "Une liste de contrôle simple rend {t} facile à suivre pour toutes les personnes concernées.",
    "Gardez chaque étape petite, nommez la personne qui en est responsable et fixez une date pour la prochaine revue.",
  ],
  ja: [
    "{t}は、明確な目標と短いタスクの一覧から始めるとうまくいきます。",
    "多くのチームは、{t}を四半期ごとではなく毎週見直すことで成果を高めています。",
    "達成したいことを書き出し、前に進むための最も小さな一歩を選びましょう。",
    "シンプルなチェックリストがあれば、{t}は誰にとっても分かりやすくなります。",
  ],
  pt: [
    "{T} funciona melhor quando você começa com um objetivo claro e uma lista curta de tarefas.",
    "A maioria das equipes aproveita mais {t} quando o revisa toda semana e não a cada trimestre.",
    "Escreva o que você quer alcançar e depois escolha o menor passo que o leva adiante.",
    "Uma lista de verificação simples torna {t} fácil de seguir para todas as pessoas envolvidas.",
    "Mantenha cada passo pequeno, diga quem é o responsável e marque uma data para a próxima revisão.",
  ],
  hi: [
    "{t} सबसे अच्छा तब काम करता है जब आप एक स्पष्ट लक्ष्य और कामों की छोटी सूची से शुरू करते हैं।",
    "ज़्यादातर टीमें {t} से तब ज़्यादा पाती हैं जब वे इसे हर तिमाही के बजाय हर हफ़्ते देखती हैं।",
    "लिखिए कि आप क्या हासिल करना चाहते हैं, फिर वह सबसे छोटा कदम चुनिए जो आपको आगे ले जाए।",
    "एक सरल जाँच सूची {t} को सभी लोगों के लिए समझने में आसान बना देती है।",
    "हर कदम छोटा रखिए, उसके ज़िम्मेदार व्यक्ति का नाम लिखिए और अगली समीक्षा की तारीख तय कीजिए।",
  ],
  zh: [
    "{t}在你从一个明确的目标和一份简短的任务清单开始时效果最好。",
    "大多数团队每周而不是每季度回顾一次{t}，因此收获更多。",
    "写下你想要实现的目标，然后选择能让你前进的最小一步。",
    "一份简单的检查清单能让每个参与的人都轻松理解{t}。",
    "让每一步都保持简单，指定负责的人，并定下下一次回顾的日期。",
  ],
  ar: [
    "ينجح {t} أكثر عندما تبدأ بهدف واضح وقائمة قصيرة من المهام.",
    "تستفيد معظم الفرق من {t} أكثر عندما تراجعه كل أسبوع وليس كل ربع سنة.",
    "اكتب ما تريد تحقيقه، ثم اختر أصغر خطوة تدفعك إلى الأمام.",
    "قائمة تحقق بسيطة تجعل {t} سهل المتابعة لكل المشاركين.",
    "اجعل كل خطوة صغيرة، وسمِّ الشخص المسؤول عنها، وحدد موعدًا للمراجعة التالية.",
  ],
};

const HEADINGS: Record<Language, string[]> = {
  en: [
    "What is {t}?",
    "Why does {t} matter?",
    "How do you start?",
    "Common mistakes to avoid",
    "How do you keep it going?",
    "Tools that help",
    "Next steps",
  ],
  de: [
    "Was ist {t}?",
    "Warum ist {t} wichtig?",
    "Wie fangen Sie an?",
    "Häufige Fehler",
    "Wie bleiben Sie dran?",
    "Hilfreiche Werkzeuge",
    "Nächste Schritte",
  ],
  es: [
    "¿Qué es {t}?",
    "¿Por qué importa {t}?",
    "¿Cómo empezar?",
    "Errores comunes",
    "¿Cómo mantener el ritmo?",
    "Herramientas útiles",
    "Próximos pasos",
  ],
  fr: [
    "Qu'est-ce que {t} ?",
    "Pourquoi {t} compte-t-il ?",
    "Comment commencer ?",
    "Erreurs fréquentes",
    "Comment tenir sur la durée ?",
    "Outils utiles",
    "Prochaines étapes",
  ],
  ja: [
    "{t}とは？",
    "{t}が大切な理由",
    "始め方",
    "よくある失敗",
    "続けるコツ",
    "役立つツール",
    "次のステップ",
  ],
  pt: [
    "O que é {t}?",
    "Por que {t} importa?",
    "Como começar?",
    "Erros comuns",
    "Como manter o ritmo?",
    "Ferramentas úteis",
    "Próximos passos",
  ],
  hi: [
    "{t} क्या है?",
    "{t} क्यों ज़रूरी है?",
    "शुरुआत कैसे करें?",
    "आम गलतियाँ",
    "इसे जारी कैसे रखें?",
    "मददगार साधन",
    "अगले कदम",
  ],
  zh: [
    "什么是{t}？",
    "为什么{t}很重要？",
    "如何开始？",
    "常见错误",
    "如何坚持下去？",
    "实用工具",
    "下一步",
  ],
  ar: [
    "ما هو {t}؟",
    "لماذا يهم {t}؟",
    "كيف تبدأ؟",
    "أخطاء شائعة",
    "كيف تحافظ على الاستمرار؟",
    "أدوات مفيدة",
    "الخطوات التالية",
  ],
};

const TITLES: Record<Language, string> = {
  en: "A practical guide to {t}",
  de: "{T}: ein praktischer Leitfaden",
  es: "Guía práctica de {t}",
  fr: "Guide pratique : {t}",
  ja: "{t}の実践ガイド",
  pt: "Guia prático de {t}",
  hi: "{t} के लिए एक व्यावहारिक गाइड",
  zh: "{t}实用指南",
  ar: "دليل عملي إلى {t}",
};

export type Brief = { language: Language; topic: string; words: number };

/** What the prompts say: the language ("Write in German only."), the topic and the length. */
export function readBrief(system: string, prompt: string): Brief {
  const name = /Write in ([A-Za-z ]+?) only\./.exec(system)?.[1] ?? "English";
  const field = (label: string) => new RegExp(`^${label}: (.+)$`, "m").exec(prompt)?.[1]?.trim();
  const topic =
    field("Topic") ?? field("Feature") ?? field("Description") ?? field("Title") ?? "planning";
  const words = Number(/about (\d+) words/.exec(prompt)?.[1] ?? 200);
  return { language: NAMES[name] ?? "en", topic: topic.slice(0, 30).trim(), words };
}

const fill = (template: string, brief: Brief) =>
  template
    .replaceAll("{T}", brief.topic.charAt(0).toUpperCase() + brief.topic.slice(1))
    .replaceAll("{t}", brief.topic);

/** Sentences until the text has about `words` words (characters / 2 in Japanese). */
export function sentences(brief: Brief, words: number, offset = 0): string[] {
  const pool = SENTENCES[brief.language];
  const found: string[] = [];
  const size = (text: string) =>
    brief.language === "ja" || brief.language === "zh" ? text.length / 2 : text.split(/\s+/).length;
  let count = 0;
  for (let i = offset; count < words; i++) {
    const sentence = fill(pool[i % pool.length] ?? "", brief);
    found.push(sentence);
    count += size(sentence);
  }
  return found;
}

/** HTML paragraphs of about `words` words, three sentences each. */
export function paragraphs(brief: Brief, words: number, offset = 0): string {
  const all = sentences(brief, words, offset);
  const blocks: string[] = [];
  for (let i = 0; i < all.length; i += 3) blocks.push(`<p>${all.slice(i, i + 3).join(" ")}</p>`);
  return blocks.join("\n");
}

export const heading = (brief: Brief, index: number) =>
  fill(HEADINGS[brief.language][index % 7] ?? "", brief);

export const title = (brief: Brief) => fill(TITLES[brief.language], brief).slice(0, 60);

/** A meta description of 120 to 155 characters from the language's sentences. */
export function metaDescription(brief: Brief): string {
  let text = "";
  for (const sentence of sentences(brief, 80)) {
    if (text.length >= 120) break;
    text = text ? `${text} ${sentence}` : sentence;
  }
  if (text.length <= 155) return text;
  const cut = text.slice(0, 154);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 120 ? cut.lastIndexOf(" ") : 154)}.`;
}
