import { organization } from '../../../../contracts/organization';

import { answerWords } from './answer-words';
import type { LanguagePack } from './language-pack';
import { questionKindCues } from './visitor-question-kinds';
import { requestCues } from './visitor-requests';

/** Matching runs on normalized text: no accents ("si", "numero"), lower case. */
const units: Record<string, number> = {
  'un par de': 2,
  'un par': 2,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};

export const spanish: LanguagePack = {
  language: 'es',
  reading: {
    yes: answerWords.es.yesStart,
    no: answerWords.es.noStart,
    unknown: answerWords.es.unknown,
    answers: answerWords.es,
    negation: /\b(no|nunca|nadie|nada|ningun|ninguna|ninguno|tampoco|sin|ni)\b/,
    correction:
      /\b(en realidad|me equivoque|quise decir|perdon,? (era|fue)|corrijo|mejor dicho|(fue|era) [^.]+?, no \w+)\b/,
    numbers: {
      units,
      magnitudes: { mil: 1000, k: 1000, millon: 1_000_000, millones: 1_000_000 },
      currency: ['dolares', 'dolar', 'usd', 'pesos'],
      hedges: [
        'como',
        'unos',
        'unas',
        'aproximadamente',
        'mas o menos',
        'casi',
        'alrededor de',
        'cerca de',
        'mas de',
        'menos de',
        '~',
      ],
      nonMoneyUnits: [
        'semanas',
        'semana',
        'dias',
        'dia',
        'meses',
        'mes',
        'anos',
        'ano',
        'horas',
        'hora',
        'minutos',
        'veces',
        'puntadas',
        'puntos',
        'dedos',
        'pasos',
        'escalones',
        'turnos',
        'millas',
        'pies',
        'libras',
        'por ciento',
        'am',
        'pm',
        'personas',
        'visitas',
        'sesiones',
        'cirugias',
        'clavos',
        'tornillos',
        'pastillas',
        'de la manana',
        'de la tarde',
        'de la noche',
      ],
    },
    dates: {
      seasons: { primavera: 'spring', verano: 'summer', otono: 'fall', invierno: 'winter' },
      lastWords: ['pasado', 'pasada', 'anterior'],
      everydaySeasons: [],
      seasonLeads: ['en', 'el', 'la', 'este', 'esta', 'ese', 'esa', 'durante', 'desde'],
      relativeToEvent: ['despues', 'mas tarde', 'antes de eso', 'luego'],
      shares: {
        before: ['paga', 'pago', 'pagan', 'pagaron', 'cubre', 'cubrio', 'cubren', 'debe'],
        after: ['parte'],
      },
      holidays: {
        pascua: 'easter',
        'domingo de pascua': 'easter',
        navidad: 'christmas',
        nochebuena: 'christmas_eve',
        'ano nuevo': 'new_year',
        'fin de ano': 'new_years_eve',
        '4 de julio': 'independence_day',
        'cuatro de julio': 'independence_day',
        'dia de accion de gracias': 'thanksgiving',
        'accion de gracias': 'thanksgiving',
        'semana santa': 'holy_week',
        'dia de san valentin': 'valentines',
      },
      weekAfter: ['semana despues de', 'semana siguiente a'],
      weekBefore: ['semana antes de'],
      // English weekday names too: "el friday pasado" is how many write in Spanglish.
      weekdays: {
        domingo: 0,
        lunes: 1,
        martes: 2,
        miercoles: 3,
        jueves: 4,
        viernes: 5,
        sabado: 6,
        sunday: 0,
        monday: 1,
        tuesday: 2,
        wednesday: 3,
        thursday: 4,
        friday: 5,
        saturday: 6,
      },
      yearIntro: ['en', 'desde', 'en el', 'ano'],
      yearsBack: {
        'el ano pasado': 1,
        'ano pasado': 1,
        'el pasado ano': 1,
        'el ano anterior': 1,
        'este ano': 0,
        'el antepasado': 2,
        'el ano antepasado': 2,
        'hace dos anos': 2,
        'hace 2 anos': 2,
        'last year': 1,
      },
      monthsBack: { 'este mes': 0, 'mes pasado': 1, 'pasado mes': 1, 'mes anterior': 1 },
      yearJoiners: ['de', 'del'],
      ago: {
        leads: ['hace'],
        trails: ['atras'],
        hedges: ['como', 'unos', 'unas', 'aproximadamente', 'casi', 'mas o menos', 'cerca de'],
        counts: units,
        units: {
          dia: 'day',
          dias: 'day',
          semana: 'week',
          semanas: 'week',
          mes: 'month',
          meses: 'month',
          ano: 'year',
          anos: 'year',
        },
      },
      indefinite: ['un', 'una', 'algun'],
    },
    // "una semana y media": the half is part of the unit, as a count before it (decision 0303).
    durationUnits: {
      'dia y medio': 1.5,
      'semana y media': 10.5,
      'mes y medio': 45,
      dia: 1,
      dias: 1,
      turno: 1,
      turnos: 1,
      semana: 7,
      semanas: 7,
      mes: 30,
      meses: 30,
      ano: 365,
      anos: 365,
    },
    shortCues: /^(si|no se|gracias|claro|tengo|soy|fue|estaba|mi|mis)\b|[¿¡ñ]/,
  },
  saying: {
    greeting: (name) =>
      name
        ? `Hola, ${name}. Gracias por escribirnos, y siento mucho lo que le pasó.`
        : 'Hola. Gracias por escribirnos, y siento mucho lo que le pasó.',
    understood: (summary) => `Por lo que me escribió, entiendo que ${summary}.`,
    intro: 'Le haré preguntas cortas, una a la vez. Si no sabe algo, solo dígamelo.',
    chatReady: (name) =>
      `Gracias${name ? `, ${name}` : ''}. Su chat está listo y empezaré con unas preguntas cortas.`,
    extensionOpening: 'Bienvenido de nuevo, y gracias por darnos unos minutos más.',
    welcomeBack: (name) => `Bienvenido de nuevo${name ? `, ${name}` : ''}. Sigamos donde nos quedamos.`,
    acknowledgements: {
      injury: [
        'Siento mucho que tenga dolor.',
        'Eso suena muy doloroso. Lo siento.',
        'Lamento que esté pasando por esa lesión.',
      ],
      surgery: [
        'Una cirugía es mucho que pasar.',
        'Siento que haya necesitado cirugía.',
        'Esa es una recuperación difícil.',
      ],
      burn: ['Las quemaduras así duelen mucho. Lo siento.', 'Lo siento, debió ser muy aterrador.'],
      hospital: ['Estar en el hospital es duro para cualquiera.', 'Me alegra que recibiera atención pronto.'],
      bills: [
        'Esas cuentas se acumulan rápido.',
        'Es mucho para cargar.',
        'Gracias, las cuentas importan para su estimado.',
      ],
      lostPay: [
        'Perder sueldo además de la lesión es muy difícil.',
        'Faltar al trabajo lo hace todo más difícil.',
      ],
      represented: ['Gracias por decirme que ya tiene abogado.'],
      worry: ['Es normal sentirse preocupado. Vamos paso a paso.'],
      offerPressure: ['No tiene que decidir nada en este chat.'],
      papersSigned: [
        'Gracias por decírmelo. El abogado necesitará ver lo que firmó, así que guarde una copia.',
      ],
      caller: ['Gracias por hacer esto por su familiar.'],
      neutral: ['Entendido.', 'Gracias.', 'De acuerdo.', 'Anotado.'],
    },
    unknownNoted: 'No se preocupe, lo anoto como desconocido.',
    rephraseLead: 'Se lo pregunto de otra manera.',
    saidYesLead:
      'Antes me dijo que sí a esta pregunta; si puede revisarlo ahora, una respuesta aproximada ayuda.',
    clarifyLead: 'Perdón, no fui claro.',
    whyWeAsk:
      'Se lo pregunto porque el abogado necesita los hechos de lo que pasó para entender su caso y lo que podría valer. Si prefiere no contestar, dígamelo y seguimos.',
    moveOn: 'No hay problema, sigamos.',
    confirmCaseType: (first, second) => `Para estar seguro: ¿fue principalmente ${first}, o ${second}?`,
    treatmentLevelNames: {
      ambulance: 'ambulancia',
      er: 'sala de emergencias',
      urgent_care: 'atención de urgencia',
      hospital: 'hospitalización',
      icu: 'cuidados intensivos',
      surgery: 'cirugía',
      imaging: 'radiografías o resonancia',
      specialist: 'especialista',
      physical_therapy: 'terapia física',
      chiropractic: 'quiropráctico',
      injections: 'inyecciones',
      burn_clinic: 'unidad de quemados',
      clinic: 'clínica',
      primary_care: 'médico de cabecera',
      dental: 'dentista',
      home_health: 'atención en casa',
    },
    caseTypeNames: {
      auto: 'un choque de vehículo',
      slip_fall: 'un resbalón, tropiezo o caída',
      workplace: 'una lesión en el trabajo',
      medical_malpractice: 'un error médico',
      product_liability: 'un producto defectuoso',
      dog_bite: 'una mordida de perro',
      other: 'otro tipo de lesión',
    },
    askName: 'Primero, ¿cuál es su nombre completo?',
    askPhone: '¿A qué número de teléfono le podemos llamar?',
    askDatePrecision: (said) =>
      `Me dijo que fue ${said}. ¿Recuerda la fecha exacta? Un recibo o una cuenta médica suelen mostrarla.`,
    askAmountRole: (amount) => `Mencionó ${amount}. ¿A qué corresponde esa cantidad?`,
    anythingElse: '¿Hay algo más que quiera contarnos sobre su caso?',
    anythingMore:
      'Ya tenemos los datos principales. ¿Qué más debería saber el abogado: cómo la lesión afecta su día a día, gastos de los que no hemos hablado u otras personas involucradas?',
    anythingMoreAgain:
      'Cuando quiera: ¿cómo le ha cambiado la lesión el día a día, y hay algún gasto o persona de los que no hayamos hablado?',
    visitorAnswers: {
      hasCase:
        'No puedo decirle eso, y nadie puede prometer un resultado. Su informe toma en cuenta la lesión y el tratamiento, quién tuvo la culpa, el dinero que ha perdido, los seguros y los plazos de su estado. Un abogado revisa los casos elegibles.',
      needLawyer:
        'Esa decisión es suya, y no puedo aconsejarle. La primera conversación con un abogado participante es gratis y no cuesta nada por adelantado, y si su caso califica le podemos presentar uno, sin compromiso.',
      cost: 'La revisión es gratis. Los abogados de nuestra red cobran por contingencia: nada por adelantado, normalmente entre el 33% y el 40% de lo que se recupere si se gana el caso, según el contrato que usted firme.',
      costWorkersComp:
        'La revisión es gratis. En un reclamo de compensación laboral, lo que un abogado puede cobrar normalmente lo fijan o limitan las reglas de su estado, y se lo explican antes de que firme algo.',
      howLong:
        'El chat dura unos 15 minutos. Su informe llega en 30 minutos a una hora, y si su caso es elegible, un coordinador le llama en 24 a 48 horas.',
      nextSteps:
        'Después de estas preguntas nos deja su correo y recibe su informe gratis del valor del caso. Si su caso es elegible, le conectamos con un abogado y un coordinador le contacta en 24 a 48 horas.',
      done: 'Claro. Terminamos las preguntas aquí, y en la siguiente página puede pedir su informe.',
      immigration:
        'No puedo darle consejos legales sobre inmigración. Lo que nos cuenta se usa solo para revisar su caso y una posible referencia a un abogado, y nunca lo vendemos. Un abogado participante puede hablar con usted en privado sobre su situación.',
      privacy:
        'Lo que nos cuenta se usa solo para revisar su caso y una posible referencia. Nunca lo vendemos, y puede pedirnos que lo borremos.',
      deletion: `Lo que nos cuenta se usa solo para revisar su caso y una posible referencia. Nunca lo vendemos, y puede pedirnos que lo borremos: escriba a ${organization.supportEmail} desde el correo que nos dio, o llame al ${organization.supportPhone}, y díganos qué desea. Respondemos en un plazo de 30 días.`,
      deadline:
        'Los plazos dependen del estado, del tipo de caso y de quién está involucrado, y algunos son cortos. Su informe mostrará un estimado, pero solo un abogado puede confirmarlo, así que conviene terminar esto pronto.',
      person: (window) =>
        `Le pedí a un coordinador que le devuelva la llamada. Llaman ${window}. Mientras tanto sigo con las preguntas para que su informe esté listo.`,
    },
    checkHeld: (facts) => `Sí — tengo anotado: ${facts}.`,
    checkUpdated: (facts) => `Gracias — ya lo cambié. Ahora tengo anotado: ${facts}.`,
    checkAdded: (facts) => `Gracias — ya lo anoté: ${facts}.`,
    checkSaved: 'Sí — todo lo que escribe aquí queda guardado con su caso, y el coordinador del caso lo lee.',
    seeADoctor:
      'No puedo dar consejos médicos. Si algo es nuevo o empeora, vea a un médico pronto, y llame al 911 si siente que es una emergencia.',
    callLanguageNoted: {
      spanish:
        'Claro. Anoté que prefiere que le llame alguien que hable español, y su administrador de caso lo verá. Sigamos aquí por ahora.',
      english:
        'Claro. Anoté que prefiere que le llamen en inglés, y su administrador de caso lo verá. Sigamos aquí por ahora.',
      interpreter:
        'Claro. Anoté que prefiere un intérprete cuando le llamemos, y su administrador de caso lo verá. Sigamos aquí por ahora.',
    },
    attorneyNoted:
      'No puedo dar consejos legales, pero el abogado puede responder eso. Anoté su pregunta para el abogado.',
    callbackWindow:
      'en horario de oficina (de lunes a viernes, de 8am a 8pm, hora del este), normalmente el siguiente día hábil',
    visitorQuestionCues: {
      // Our own answers' questions are data (lexicons/visitor-question-kinds.json, decision 0277).
      ...questionKindCues.es,
      person: requestCues.es.person,
      done: requestCues.es.done,
      deletion: requestCues.es.deletion,
      language: requestCues.es.language,
    },
    refusals: {
      legalAdvice:
        'No puedo dar consejos legales ni responder sí o no a una pregunta legal así; no soy abogado, y un abogado participante sí puede. Sigo reuniendo los datos para su informe.',
      injection: 'Solo puedo ayudar con los datos de su propio accidente, así que sigo con la entrevista.',
      both: 'No puedo actuar como abogado ni cambiar cómo trabajo, pero sigo reuniendo los datos de su accidente para su informe.',
    },
    emergencyNotice:
      'Si usted o alguien que está con usted está en peligro ahora, llame al 911 (o a su número local de emergencias) de inmediato.',
    selfHarmNotice:
      'Si usted o alguien que está con usted está en peligro ahora, llame al 911 (o a su número local de emergencias) de inmediato. Si está pensando en el suicidio o en hacerse daño, llame o envíe un mensaje de texto al 988 (Línea de Prevención del Suicidio y Crisis, con ayuda en español), a cualquier hora. No tiene que pasar por esto a solas.',
    safetyQuestion:
      '¿Están usted y quienes lo acompañan a salvo ahora, y viene ayuda en camino? Su evaluación puede esperar: dígame cuando pueda.',
    selfHarmSafetyQuestion:
      '¿Está a salvo ahora? ¿Hay alguien con usted o a quien pueda llamar? Su evaluación puede esperar: dígame cuando pueda.',
    safetyThanksHelp: 'Gracias por decírmelo. Me alegra que la ayuda ya esté en camino.',
    safetyTakeYourTime:
      'Primero cuídese. Todo lo que me dijo está guardado, y este chat estará aquí cuando vuelva. Cuando pueda:',
    safetyBeingSeen:
      'Me alegra que ya lo estén atendiendo. Tómese el tiempo que necesite: sus respuestas están guardadas. Cuando pueda:',
    safetyThanks: 'Gracias por decírmelo. Me alegra que esté a salvo.',
    safetyStillInDanger:
      'Por favor llame al 911 ahora, o pídale a alguien cerca que llame. Yo no puedo enviar ayuda. Aquí estaré cuando esté listo.',
    safetyStillGoing:
      'Por favor llame al 911 ahora si nadie lo ha hecho, o vuelva a llamar y dígales que sigue pasando. Yo no puedo enviar ayuda. Aquí estaré cuando esté listo.',
    safetyHomeNotCare:
      'Gracias por decírmelo. Estar en casa no es lo mismo que recibir atención: con lo que me contó, por favor llame al 911 ahora, o vaya a la sala de emergencias más cercana. Yo no puedo enviar ayuda. Aquí estaré cuando esté listo.',
    selfHarmDeniedThanks:
      'Gracias por aclarármelo. Si alguna vez tiene pensamientos de hacerse daño, puede llamar o enviar un mensaje de texto al 988, de día o de noche.',
    safetyWasPast:
      'Gracias por aclararlo: entiendo que eso pasó antes, no ahora. Si algo vuelve o empeora, llame al 911.',
    safetyReminder: 'Si alguien sigue en peligro, llame primero al 911. Podemos seguir cuando usted quiera.',
    pastEmergencyCared: 'Me alegra que haya recibido atención. Si algo empeora, llame al 911.',
    pastEmergency: 'Si algo de eso vuelve a pasar o empeora, llame al 911 de inmediato.',
    pastSelfHarm:
      'Gracias por contármelo. Si esos pensamientos regresan, puede llamar o enviar un mensaje de texto al 988, de día o de noche.',
    emergencyCallback:
      'Un coordinador de casos verá esto, pero no puede enviar ayuda: por favor llame al 911 ahora.',
    legalAdviceCues:
      /\b(debo (demandar|firmar|aceptar|arreglar)|puedo demandar|(es|seria) (justo|suficiente) (el|lo que)|tengo derecho a|voy a ganar|quien es (legalmente )?responsable|(si|no) o (no|si)\b|(sea|se mi|actue como) (mi )?abogad[oa]|deme (un )?consejo legal|es cierto que no puedo demandar|es cierto\?)\b/,
    injectionCues:
      /\b(ignor[ae] (tus|sus|las) (instrucciones|reglas)|nuevas instrucciones|ahora eres|modo desarrollador|(muestra|revela|imprime) (tus|sus) instrucciones|deja de (hacer )?preguntas|olvid[ae] (todas )?(tus|sus|las) (instrucciones|reglas)|(ahora )?(eres|es usted|seras) (ahora )?(mi|nuestro) abogad[oa]|(actua|actue|haz|haga) (como|de) (mi|nuestro) abogad[oa])\b/,
    extractionCues:
      /\b(datos de otr[oa]s? (usuari|persona|client)\w*|(lista|muestra|dame) (todos )?(los )?(casos|usuarios|telefonos|correos)|base de datos)\b/,
    commands: {
      summarize:
        /^(por favor\s+)?(resum(e|a|en|ir|eme|ame)|resumen)(\s+(hasta ahora|mi caso|lo que tiene|todo))?\b/,
      listUnknowns: /^(por favor\s+)?(lista|muestra|que) (lo )?(que )?(falta|no sabe|desconocidos?)\b/,
      updateDamages: /^(por favor\s+)?(actualiza|actualizar|actualice) (los |mis )?danos\b/,
      changeContact:
        /^(por favor\s+)?(cambia|cambiar|cambie|actualiza|actualice) (mis |los )?datos de contacto\b/,
      pause:
        /^(por favor\s+)?(pausa|pausar|pause)(\s+(el|la|este|esta))?(\s+(chat|entrevista|conversacion))?\s*[.!]?$/,
      startOver: /^(por favor\s+)?(empezar de nuevo|empecemos de nuevo|volver a empezar|reiniciar)\b/,
    },
    summaryTitle: 'Esto es lo que tengo hasta ahora:',
    summaryEmpty: 'Todavía no he anotado ningún dato.',
    unknownsTitle: 'Esto es lo que todavía no sé:',
    unknownsNone: 'Tengo respuesta para todo lo que normalmente pregunto.',
    askDamagesUpdate:
      'Claro. ¿Qué cambió? Por ejemplo nuevas cuentas médicas, más días sin trabajar o un presupuesto de reparación.',
    damagesUpdated: 'Gracias, actualicé sus daños.',
    damagesNotFound:
      'No encontré una cantidad en eso. Puede intentarlo cuando quiera, por ejemplo: "actualizar daños: mis cuentas ahora son $9,000".',
    askContactChange: 'Claro. Envíeme su nuevo teléfono, correo o nombre completo.',
    contactUpdated: (changed) => `Gracias, actualicé su ${changed.join(' y ')}.`,
    contactNotFound: 'No encontré un teléfono, correo ni nombre en eso, así que no cambié nada.',
    contactFieldNames: { name: 'nombre', phone: 'teléfono', email: 'correo' },
    paused: (link) =>
      `Su entrevista está en pausa y todo lo que me dijo está guardado. Para seguir después, en este u otro dispositivo, abra este enlace. Funciona una vez y vence en 7 días:\n${link}`,
    leavingNow: (link) =>
      `Claro, vaya con calma y cuídese. Sus respuestas quedan guardadas. Para seguir donde nos quedamos, en este u otro dispositivo, abra este enlace. Funciona una vez y vence en 7 días:\n${link}`,
    startedOver: 'Muy bien, empecemos de nuevo. Borré las respuestas que me dio.',
    limitPartOne:
      'Gracias por sus respuestas. Llegamos al límite de 15 preguntas de esta parte. Puede terminar ahora y recibir su informe gratis del valor del caso, o seguir con hasta 15 preguntas más.',
    limitPartTwo:
      'Gracias por el tiempo extra. Llegamos al límite de preguntas de esta entrevista. En la siguiente página deje su correo y le enviaremos su informe del valor del caso.',
    earlyFinishPartOne:
      'Gracias, tengo todo lo que necesito para su informe, así que terminamos las preguntas antes. Puede terminar ahora, o seguir si quiere agregar algo.',
    readBack: (facts) => `Antes de terminar esta parte, esto es lo que tengo: ${facts}. ¿Es correcto?`,
    readBackWhatIsWrong: '¿Qué anoté mal? Dígamelo con sus palabras y lo corrijo.',
    foundEarlier: (said) => `Perdón — ya lo tengo: ${said}.`,
    leftOpen: 'No se preocupe, eso lo dejamos para el coordinador del caso.',
    notFoundEarlier: 'Perdón, no lo encontré en lo que me escribió antes.',
    keptInOwnWords:
      'Perdón, no supe dónde anotarlo, así que no se lo vuelvo a preguntar: sus palabras quedan guardadas y el coordinador del caso lo revisará con usted.',
    correctionNoted: 'Gracias por la corrección, lo anoto.',
    correctionTaken: (said) => `Gracias — ${said}.`,
    earlyFinishPartTwo:
      'Gracias, eso es todo lo que quería preguntarle: tengo lo que necesito para su informe. En la siguiente página deje su correo y le enviaremos su informe del valor del caso.',
    finishedOnRequest:
      'Gracias. Terminamos las preguntas por ahora, como pidió. En la siguiente página deje su correo y le enviaremos su informe del valor del caso.',
    secondExtensionRefused:
      'Lo siento, la entrevista solo se puede extender una vez y ya se usó, así que llegamos al límite de preguntas. En la siguiente página deje su correo y le enviaremos su informe.',
    complete:
      'Su entrevista está completa, gracias. Su informe del valor del caso va en camino al correo que nos dio.',
    agentFallback: 'Gracias, lo anoté.',
    factLabels: {},
    yesWord: 'sí',
    noWord: 'no',
    unknownWord: 'desconocido',
    uploadsReceived: {
      photo: 'Gracias — agregué la foto a su caso.',
      photos: 'Gracias — agregué las fotos a su caso.',
      file: 'Gracias — agregué el archivo a su caso.',
      files: 'Gracias — agregué los archivos a su caso.',
    },
  },
};
