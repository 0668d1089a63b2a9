import type { Period } from '../../../../contracts/conclusions';
import { organization } from '../../../../contracts/organization';

import type { LanguagePack } from './language-pack';
import { joinList } from './pack-helpers';

/**
 * The report in Spanish, for a visitor who wrote in Spanish (issues 11 and 13). Usted
 * throughout, as the intake agent speaks; amounts in dollars as written in the United States.
 */

/** "2 años", "6 meses", "1 año y 90 días". */
export function spanishPeriod(period: Period): string {
  const parts: string[] = [];
  const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;
  if (period.years !== undefined) {
    parts.push(
      Number.isInteger(period.years)
        ? count(period.years, 'año', 'años')
        : count(Math.round(period.years * 12), 'mes', 'meses'),
    );
  }
  if (period.months !== undefined) parts.push(count(period.months, 'mes', 'meses'));
  if (period.days !== undefined) parts.push(count(period.days, 'día', 'días'));
  return parts.join(' y ');
}

const common = [
  'Fotos de sus lesiones, del lugar y de los daños, con fechas',
  'Expedientes médicos, cuentas y recibos, incluidos los de farmacia y los viajes a las citas',
  'Prueba del trabajo y del pago que perdió (talones de pago, una carta de su empleador)',
  'Nombres y teléfonos de los testigos',
  'Cada carta, correo u oferta de una aseguradora (no firme nada antes de que un abogado lo revise)',
  'Un diario breve del dolor, del sueño y de las actividades diarias que no pudo hacer',
];

const evidence: LanguagePack['evidence'] = {
  auto: [
    'El número del reporte de la policía o del accidente',
    'El nombre, la placa y los datos del seguro del otro conductor',
    'La página de declaraciones de su propia póliza (muestra la cobertura PIP, MedPay y UM/UIM)',
    'Los presupuestos de reparación o la valoración de pérdida total',
    ...common,
  ],
  slip_fall: [
    'Fotos de lo que le hizo caer (un derrame, hielo, un escalón roto, poca luz), tomadas lo antes posible',
    'El reporte del incidente que hizo con el dueño del lugar o la tienda, y su número',
    'Los zapatos que llevaba, guardados tal como están',
    'Si había cámaras en el lugar (los videos suelen borrarse en pocos días)',
    ...common,
  ],
  workplace: [
    'El reporte de la lesión a su empleador y la fecha en que lo hizo',
    'El número de reclamo de compensación laboral y las cartas, si las tiene',
    'Los nombres de cualquier contratista, fabricante de equipo o conductor que haya participado, además de su empleador',
    ...common,
  ],
  medical_malpractice: [
    'Una lista de cada médico y centro médico, con las fechas de tratamiento',
    'Copias de sus expedientes médicos de antes y de después de lo ocurrido (tiene derecho a pedirlas)',
    'Cuándo y cómo se enteró de que algo había salido mal',
    ...common,
  ],
  product_liability: [
    'El producto mismo, sin cambios y guardado con cuidado (no lo repare ni lo tire)',
    'El empaque, los manuales, los recibos y dónde lo compró',
    'Cualquier aviso de retiro del producto del mercado',
    ...common,
  ],
  dog_bite: [
    'El nombre y la dirección del dueño del perro, y el registro de vacunas del perro si puede conseguirlo',
    'El reporte a control de animales o a la policía, y su número',
    'Los datos del seguro de vivienda o de inquilino del dueño',
    'Fotos de las mordidas mientras sanan, y del lugar donde ocurrió',
    ...common,
  ],
  other: common,
};

const noClaim = {
  deadline_passed:
    'Todavía no le pusimos un valor a su reclamo: primero una persona de nuestro equipo revisará sus fechas, hoy mismo.',
  workers_comp_only:
    'Una lesión en el trabajo en la que solo participó el empleador normalmente es un reclamo de compensación laboral (workers’ compensation): esta paga la atención médica y parte del salario perdido según una tabla fija, no los daños que se valoran aquí.',
};

export const spanishPack: LanguagePack = {
  language: 'es',
  locale: 'es-US',
  and: 'y',
  range: (low, high, likely) => `${low} – ${high} (lo más probable: ${likely})`,
  valueUnmeasured:
    'Todavía sin estimar: necesitamos sus cuentas médicas. El valor de un reclamo por lesiones se calcula a partir de ellas, así que no damos una cifra sin ellas. Un coordinador revisará su caso, y cuando tenga las cuentas se podrá calcular el estimado.',
  valueAwaitsDates:
    'Todavía sin estimar: hoy mismo una persona de nuestro equipo revisará primero las fechas de su reclamo, y el estimado dependerá de eso.',
  valueWorkersComp:
    'Sin valorar aquí: una lesión en el trabajo en la que solo interviene su empleador es un reclamo de compensación laboral. Sus beneficios (su atención médica y parte del sueldo perdido) los fijan las reglas de compensación laboral de su estado, no un valor por lesiones como los que estima este informe, así que no damos una cifra. Abajo le explicamos qué hacer.',
  dateBetween: (from, to) => `entre el ${from} y el ${to}`,
  datePrecision: {
    day: 'un día',
    week: 'una semana',
    month: 'un mes',
    season: 'una temporada',
    year: 'un año',
  },
  period: spanishPeriod,

  page: {
    title: 'Su informe del valor de su caso',
    heading: 'Su informe del valor de su caso',
    subtitle: ({ caseType, state, incidentDate: when, reportDate }) =>
      `${caseType}${state ? ` en ${state}` : ''}${when ? `, ${when}` : ''} · preparado el ${reportDate}`,
    datesCheck:
      'Hoy una persona de nuestro equipo revisará las fechas de su reclamo y se comunicará con usted.',
    signNothing:
      'Mientras no tenga noticias nuestras, por favor no firme nada sobre este reclamo, como un finiquito o una oferta de acuerdo.',
    urgentClose: 'Es posible que un plazo para su reclamo esté cerca.',
    urgentAdvice:
      'Hable con un abogado lo antes posible; solo un abogado puede confirmar los plazos que le corresponden.',
    rangeHeading: 'Rango estimado',
    greeting: (name) =>
      `${name}, esto es lo que suelen valer los casos como el suyo, según lo que usted nos contó.`,
    afterFee: (range) => `Después de unos honorarios de abogado ilustrativos: ${range}.`,
    notAPromise: 'Es una estimación, no una promesa.',
    driversHeading: 'Lo que más movió la cifra probable:',
    howHeading: 'Cómo llegamos a esta cifra',
    columns: { step: 'Paso', why: 'Por qué', amount: 'Monto' },
    notAdded: (amount) => `(${amount}, no se suma)`,
    unknownsHeading: 'Lo que no sabíamos',
    widensRange: ' (amplía el rango)',
    unverifiedTag: 'sin verificar',
    deadlinesHeading: 'Plazos (estimaciones: un abogado debe confirmarlos)',
    daysAgo: (days) => `hace ${days} días`,
    daysFromReport: (days) => `unos ${days} días después de la fecha de este informe`,
    notShown: 'no se muestra',
    evidenceHeading: 'Qué guardar y reunir',
    nextHeading: 'Qué pasa ahora',
    howChosenHeading: 'Cómo elegimos a un abogado',
    notReferredHeading: 'Por qué no referimos este caso y a dónde puede acudir',
    stillFreeToChoose: 'Usted puede hablar con el abogado que quiera. Estos recursos pueden ayudarle:',
    deadlineToWatch: 'Plazo a vigilar.',
    deadlineToWatchText: (label, date) =>
      `${label}: alrededor del ${date} (una estimación; un abogado debe confirmarla).`,
    compDeadlineToWatch: (state) =>
      `Reclamo de compensación laboral: su plazo en ${state} es distinto del plazo para la lesión y puede vencer antes. No tenemos datos de ese plazo, así que consulte pronto con la agencia de compensación laboral del estado o con un abogado.`,
    pleaseRead: 'Lea esto, por favor',
    nav: {
      home: 'Inicio',
      howItWorks: 'Cómo funciona',
      faq: 'Preguntas frecuentes',
      contact: 'Contacto',
      privacy: 'Política de privacidad',
      terms: 'Términos del servicio',
      site: 'Sitio',
      legal: 'Legal',
    },
    footerTagline: 'un servicio gratuito de referencias, no un bufete de abogados',
    pageOf: (page, total) => `Página ${page} de ${total}`,
  },
  chart: {
    axis: 'Dólares; la marca oscura es la cifra probable',
    value: 'Valor estimado',
    afterFee: 'Tras honorarios',
    low: 'mínimo',
    likely: 'probable',
    high: 'máximo',
    title: (value, afterFee) =>
      `Valor estimado ${value}; después de unos honorarios de abogado ilustrativos ${afterFee}`,
    likelyMark: 'cifra probable',
  },

  steps: {
    labels: {
      medical_bills: 'Cuentas médicas hasta ahora',
      future_medical: 'Atención médica futura',
      lost_wages: 'Salario perdido',
      future_wages: 'Salario que aún perderá',
      out_of_pocket: 'Gastos de su bolsillo',
      property_damage: 'Daños a la propiedad',
      vehicle_damage: 'Daños al vehículo',
      pain_and_suffering: 'Dolor y sufrimiento (multiplicador)',
      per_diem: 'Comparación: por día (per diem)',
      unknowns_widen: 'Los datos que faltan amplían el rango',
      subtotal: 'Subtotal',
      fault_rule: 'Regla de culpa compartida',
      damage_cap: 'Tope de daños',
      insurance_limit: 'Límite del seguro',
      rounded: 'Redondeo',
      attorney_fee: 'Honorarios del abogado (ilustrativo)',
      no_claim: 'No hay reclamo por lesión que valorar',
    },
    medicalBills: {
      total: 'Se cuentan completas como daños económicos.',
      paidParts:
        'Las partes de las cuentas que usted nos dijo que alguien pagó; la cuenta total puede ser mayor.',
    },
    futureMedical: 'El costo futuro que le indicaron; se cuenta completo.',
    lostWages: 'El pago que perdió por la lesión; se cuenta completo.',
    futureWages: ({ days, rate, per }) =>
      `El tiempo sin trabajar que espera (unos ${days} días, según le dijeron) a ${rate} ${per}; se cuenta, pero no se multiplica.`,
    perWords: { hour: 'la hora', day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' },
    outOfPocket: 'Se cuentan completos.',
    propertyDamage: 'El costo de reparar o reemplazar; se cuenta completo, pero no se multiplica.',
    vehicleDamage:
      'Los daños al vehículo suelen arreglarse aparte con la aseguradora, como un reclamo de propiedad; por eso se muestran, pero no se suman al reclamo por la lesión.',
    painNone: 'No se reportó ninguna lesión, así que no hay un monto por dolor y sufrimiento.',
    pain: ({ band, from, base, multipliers, adjustedFor }) =>
      `${band}${from ? ` (según ${from})` : ''}: gastos médicos y salario perdido de ${base} × ${multipliers}` +
      (adjustedFor ? `, ajustado por ${adjustedFor}` : '') +
      '. Los multiplicadores son una costumbre de las aseguradoras, no una regla de la ley.',
    tiers: {
      none: 'Sin lesión reportada',
      soft_tissue: 'Tejidos blandos',
      objective: 'Lesión con hallazgos objetivos',
      surgery_or_permanent: 'Cirugía o lesión permanente',
      catastrophic: 'Lesión catastrófica',
      unknown: 'Gravedad desconocida',
    },
    signs: {
      death: 'el fallecimiento de la persona lesionada',
      catastrophic_injury: 'una lesión catastrófica',
      surgery: 'una cirugía',
      objective_injury: 'una lesión con hallazgos objetivos',
      soft_tissue_injury: 'una lesión de tejidos blandos',
      permanent_injury: 'una lesión permanente',
      hospital_admission: 'un ingreso en el hospital',
      injuries_described: 'las lesiones que nos describió',
    },
    modifiers: {
      clear_liability: 'responsabilidad clara de la otra parte',
      treatment_gap: 'una pausa de más de 30 días en el tratamiento',
      same_part_prior_injury: 'una lesión anterior en la misma parte del cuerpo',
    },
    perDiem: ({ rate, floor, days, total }) =>
      `${rate} por día (el pago de un día, al menos ${floor}) × ${days} días de trabajo perdidos = ${total}. Se muestra para comparar; no se suma.`,
    widen: ({ count, facts, lowCut, highRaise }) =>
      `No tenemos ${count} dato(s) que cambian la cifra (${facts}): el mínimo baja ${lowCut} y el máximo sube ${highRaise}. No los adivinamos.`,
    subtotal: 'Daños económicos más daños no económicos.',
    fault: {
      unverified: (state, share) =>
        `La regla de culpa de ${state} no está verificada (nuestras fuentes no coinciden o no están confirmadas); solo se aplica la reducción por su parte de la culpa (${share}), sin impedir el reclamo.`,
      pure: (state, share) =>
        `${state} usa la culpa comparativa pura: el valor se reduce según su parte de la culpa (${share}), sea cual sea.`,
      modified: (state, rule, share, isBarred) =>
        `${state} usa la culpa comparativa modificada: no se puede cobrar con ${rule === 'mod50' ? 'el 50 % o más' : 'más del 50 %'} de la culpa; si no, el valor se reduce según su parte (${share})${isBarred ? '; con la parte que usted indicó, no se puede cobrar' : ''}.`,
      contributory: (state, isBarred) =>
        `${state} usa la negligencia contributiva: cualquier parte de la culpa puede impedir el cobro${isBarred ? ', y usted nos dijo que tiene algo de culpa' : ''}.`,
      slightGross: (share) =>
        `Dakota del Sur solo permite cobrar si su culpa es "leve" frente a la de la otra parte; ${
          share
            ? `con ${share} un tribunal podría decidir que no lo es, así que la cifra mínima es cero`
            : 'usted no indicó ninguna'
        }.`,
    },
    cap: {
      unverified: (state, limit) =>
        `${state} puede poner un tope a los daños (${limit} según nuestra investigación), pero la cifra no está verificada; no se aplicó.`,
      notForThisInjury: (state) => `El tope de ${state} no se aplica a una lesión tan grave.`,
      applied: (state, kind, limit, citation) =>
        `${state} pone un tope de ${limit} a los daños ${kind === 'non_economic' ? 'no económicos' : 'totales'} en este tipo de caso${citation ? ` (${citation})` : ''}.`,
    },
    insuranceLimit: (limit) =>
      `El límite de la póliza de la parte responsable, ${limit}, es lo máximo que su aseguradora debe pagar; lo demás tendría que venir de otra cobertura o de los bienes de esa parte.`,
    rounded: 'Redondeado a los $500 más cercanos: son estimaciones, no una cotización.',
    fee: {
      typical: 'Un honorario de contingencia típico',
      stateLimit: (state, citation) =>
        `El límite de honorarios de ${state}${citation ? ` (${citation})` : ''}`,
      upTo: (amount) => `hasta ${amount}`,
      then: ', luego ',
      text: (who, preSuit, litigated) =>
        `${who}: ${preSuit} si se llega a un acuerdo antes de una demanda (cifras probable y máxima), ${litigated} si se va a juicio (cifra mínima). ` +
        'También se descuentan los costos del caso y los gravámenes (seguro médico, Medicare o Medicaid, compensación laboral), que no están incluidos.',
    },
    noClaim,
  },
  notes: {
    noState: 'Sin el estado no podemos aplicar su regla de culpa, sus topes de daños ni sus plazos.',
    noFaultRule: (state) =>
      `No tenemos una regla de culpa para ${state} en la fecha del incidente; no se aplicó ninguna.`,
    faultRuleUnverified: (state) =>
      `La regla de culpa de ${state} no está verificada; un abogado debe confirmar cómo cuenta su parte de la culpa.`,
    contributoryAnyFault: (state) =>
      `En ${state}, incluso una pequeña parte de la culpa de su lado puede impedir el cobro.`,
    capUnverified: (state) =>
      `Puede haber un tope de daños en ${state}; nuestros datos no están verificados, así que no se aplicó ningún tope.`,
    capNoFigureThisYear: (state) =>
      `El tope de daños de ${state} se ajusta cada año y no tenemos la cifra de este año; no se aplicó ningún tope.`,
    insuranceUnknown:
      'La cantidad que de verdad se puede cobrar puede estar limitada por el seguro disponible, que no conocemos.',
    liens: (payers) =>
      `Parte de sus cuentas médicas la pagó ${joinList(payers, 'y')}. Esa parte sigue contando en las cuentas de arriba, ` +
      'pero puede que haya que devolverla del acuerdo (un gravamen o «lien»), así que usted recibiría menos. Depende de quién pagó y de ' +
      'las reglas de su estado (en los estados «no-fault», el PIP suele funcionar distinto); un abogado puede revisarlo y a menudo negociar el gravamen a la baja.',
    payerNames: {
      health_insurance: 'su seguro médico',
      medicare: 'Medicare',
      medicaid: 'Medicaid',
      pip_medpay: 'el PIP o MedPay',
      workers_comp: 'la compensación laboral',
      auto_insurance: 'su seguro del carro',
      other_party_insurer: 'el seguro de la otra parte',
      self: 'usted',
      unpaid: 'nadie todavía',
      other: 'otra persona',
    },
  },

  deadlines: {
    status: {
      expired: 'Una persona revisa esta fecha hoy',
      urgent: 'Cercano',
      open: 'Estimado',
      unknown: 'Lo debe confirmar un abogado',
    },
    labels: {
      limitation: 'Plazo para presentar la demanda (prescripción)',
      medicalMalpractice: 'Plazo para demandar por negligencia médica',
      wrongfulDeath: 'Plazo para demandar por muerte por negligencia',
      repose: 'Límite final (plazo de prescripción absoluta)',
      governmentNotice: 'Aviso de reclamo a un organismo del gobierno',
      governmentSuit: 'Plazo para demandar después del aviso de reclamo',
      workersCompClaim: 'Plazo para presentar el reclamo de compensación laboral',
    },
    starts: {
      incident: (on) => `el incidente${on ? ` (${on})` : ''}`,
      discovery: (on) => `el descubrimiento de la lesión${on ? ` (${on})` : ''}`,
      death: () => 'el fallecimiento',
      eighth_birthday: (on) => `el octavo cumpleaños${on ? ` (alrededor del ${on})` : ''}`,
      twenty_second_birthday: (on) => `el cumpleaños número 22${on ? ` (alrededor del ${on})` : ''}`,
      claim_rejection: () => 'el rechazo por escrito del reclamo por parte del organismo público',
    },
    term: (period, start) => `${period} desde ${start}`,
    pick: {
      earlier: (terms) => `${terms.join(', o ')}, lo que ocurra primero`,
      later: (terms) => `${terms.join(', o ')}, lo que ocurra después`,
    },
    qualifiers: {
      wrongfulDeath:
        ' (el plazo del estado para lesiones, que usamos porque nuestra investigación no tiene una tabla para muerte por negligencia)',
      motorVehicle: ' para reclamos de vehículos motorizados',
    },
    reposeCut: (period) =>
      `; nunca más de ${period} después del incidente (prescripción absoluta), que aquí llega primero`,
    limitation: (where, basis) => `${where}: ${basis}.`,
    repose: (where, period) =>
      `${where}: no se puede reclamar pasados ${period} desde el incidente, sin importar cuándo se descubrió la lesión.`,
    notice: (where, kinds, period, start) =>
      `${where}: un reclamo contra ${kinds} debe presentarse dentro de ${period} desde ${start}, mucho antes del plazo habitual.`,
    suitAfterRejection: (where, period) =>
      `${where}: si el reclamo se rechaza por escrito, la demanda debe presentarse dentro de ${period} desde ese rechazo; la fecha depende del rechazo, así que no podemos mostrarla.`,
    suitFromIncident: (where, kinds, period, start) =>
      `${where}: si el reclamo no se resuelve, la demanda contra ${kinds} debe presentarse dentro de ${period} desde ${start}.`,
    workersCompClaim: (where, period, start) =>
      `${where}: el reclamo de compensación laboral debe presentarse dentro de ${period} desde ${start}, aparte del plazo para la lesión.`,
    thisState: 'Este estado',
    governmentKinds: {
      federal: 'agencias federales',
      state: 'agencias del estado',
      county: 'condados',
      city: 'municipios',
      school_district: 'distritos escolares',
      transit: 'agencias de transporte público',
      other: 'otros organismos públicos',
    },
    undated: {
      noState:
        'Necesitamos el estado para calcular este plazo. Los plazos pueden estar cerca; un abogado debe confirmarlos.',
      noIncidentDate:
        'Necesitamos la fecha del incidente para calcular este plazo. Los plazos pueden estar cerca; un abogado debe confirmarlos.',
      noNoticeData: (state) =>
        `Los reclamos contra un organismo del gobierno suelen requerir un aviso formal en pocos meses, mucho antes del plazo habitual. No tenemos datos para ${state} y este organismo; un abogado debe confirmarlo de inmediato.`,
      noRuleData: (state) =>
        `No tenemos datos del plazo para este tipo de reclamo en ${state}. Un abogado debe confirmarlo.`,
      noWorkersCompData: (state) =>
        `Un reclamo de compensación laboral tiene su propio plazo, aparte del plazo para la lesión, y puede vencer antes. No tenemos datos de ese plazo en ${state}: un abogado o la agencia de compensación laboral del estado debe confirmarlo. Muchos estados también exigen avisar de la lesión al empleador en unos 30 días.`,
    },
    assumptions: {
      discovery_not_given:
        'Usamos la fecha del incidente porque no nos dio la fecha en que descubrió la lesión.',
      death_date_not_given:
        'Contamos desde el incidente porque no sabemos la fecha del fallecimiento; el plazo corre desde el fallecimiento, que no puede ser anterior.',
      counted_from_discovery:
        'El daño se descubrió después del incidente. Algunos estados cuentan desde el día en que se descubrió y otros desde el incidente, así que también contamos desde el descubrimiento; hoy una persona de nuestro equipo revisa qué día le corresponde a usted.',
      latent_injury:
        'La lesión se descubrió después del incidente; una regla de descubrimiento podría dar más tiempo, pero contamos desde el incidente hasta que un abogado lo confirme.',
      birthday_estimated:
        'Calculamos el cumpleaños a partir de la edad que nos dio, en su día más temprano posible.',
      minor_tolling_not_in_data:
        'La persona lesionada podría haber sido menor de 18 años; el plazo para un menor suele ser más largo, pero mostramos el de un adulto hasta que un abogado lo confirme.',
      government_kind_not_given:
        'No nos dijo qué organismo público participó, así que usamos el plazo de aviso más temprano que podría aplicarse.',
      dog_bite_law_not_in_data:
        'Este es el plazo general del estado para lesiones. En algunos estados, un reclamo bajo la ley sobre mordeduras de perro tiene su propio plazo, que puede ser más corto; no tenemos datos de ese plazo, así que el plazo más temprano que podría aplicarse puede vencer antes de esta fecha. Un abogado debe confirmarlo.',
    },
    impreciseIncidentDate: (precision, earliestDay) =>
      `Nos dio la fecha como ${precision}, así que contamos desde su día más temprano, el ${earliestDay}.`,
    unverified:
      'Nuestros datos para esta regla no están verificados, así que tome la fecha como una estimación: un abogado debe confirmarla.',
  },

  routeReasons: {
    injury_panel:
      'Por lo que nos contó, su caso es del tipo que aceptan nuestros abogados de lesiones participantes.',
    workers_comp_too:
      'Usted se lesionó en el trabajo y participó alguien ajeno a su empleador. La compensación laboral sigue aplicándose y paga su atención médica y parte de su salario; además, podría tener un reclamo por lesión contra esa otra parte. El abogado revisará las dos cosas.',
    medical_device:
      'Participó un dispositivo médico. Los casos de dispositivos suelen llevarse junto con otros parecidos, así que un gestor de casos buscará a los abogados que los aceptan.',
    represented:
      'Usted nos dijo que ya tiene un abogado para este accidente, así que no referiremos su caso: dos abogados en un mismo caso solo se estorban. Puede compartir este informe con su abogado y preguntarle cualquier duda que le surja.',
    workers_comp_only:
      'Usted se lesionó en el trabajo y nos dijo que no participó nadie ajeno a su empleador. Eso normalmente es un reclamo de compensación laboral, que nuestros abogados de lesiones participantes no aceptan.',
    not_referred:
      'Por lo que nos contó, no podemos referir este caso a un abogado participante. Eso no es un juicio sobre su reclamo: usted puede hablar con el abogado que quiera.',
  },
  massTortAction: (name, isUnverified) =>
    `Lo que usted mencionó podría formar parte de un grupo de casos parecidos que ya están en los tribunales (${name ?? 'una acción colectiva'}${isUnverified ? '; de nuestra lista sin verificar' : ''}). Estos casos los llevan abogados que participan en esas acciones, así que un gestor de casos buscará el adecuado.`,
  humanReview: {
    deadline_passed_exception_possible: 'las fechas de su reclamo necesitan que una persona las revise hoy',
    unverified_deadline_passed:
      'una fecha de su reclamo viene de datos que no hemos verificado, y una persona la revisará hoy',
    deadline_counted_from_discovery:
      'el daño se descubrió un tiempo después de causarse, y hoy una persona revisará qué fecha cuenta',
    contributory_bar:
      'en su estado cualquier parte de la culpa puede impedir un reclamo, así que hay que revisar con cuidado cómo se reparte la culpa',
    contributory_fault_disputed:
      'en su estado cualquier parte de la culpa puede impedir un reclamo, y hay que revisar con cuidado quién tuvo la culpa',
    fault_bar_unverified: 'la regla de su estado sobre la culpa compartida es una que no hemos verificado',
    slight_fault_rule: 'la regla de su estado sobre la culpa compartida necesita que una persona la evalúe',
    minor:
      'la persona lesionada podría haber sido menor de 18 años, y las reglas para los menores son distintas',
    wrongful_death:
      'la persona lesionada falleció, y hay que revisar con cuidado quién puede presentar el reclamo y hasta cuándo',
    not_the_injured_person:
      'otra persona, no la persona lesionada, nos contó lo que pasó, así que queremos hablar también con la persona lesionada',
    emergency_during_intake:
      'nos habló de una emergencia durante la entrevista, y queremos asegurarnos primero de que todos estén a salvo',
    government_notice_unknown: 'participa un organismo del gobierno, y no pudimos calcular su plazo de aviso',
    facts_missing: 'nos faltan algunos datos que necesitamos',
    turn_away_unconfirmed:
      'algo que nos dijo podría significar que no podemos ayudarle, y queremos que una persona lo revise con usted primero',
    turn_away_instruction_like:
      'parte de lo escrito parece instrucciones y no datos del accidente, así que una persona lo revisará',
    release_signed:
      'nos dijo que ya firmó papeles de una aseguradora, y el abogado necesitará ver lo que firmó',
  },
  humanReviewIntro: (reasons) =>
    `Antes que nada, una persona de nuestro equipo revisará su caso, porque ${reasons}.`,
  nextSteps: {
    matched: [
      'Un gestor de casos se comunicará con usted en 24 a 48 horas para presentarle a un abogado participante con licencia en su estado.',
      'El abogado confirmará los hechos, los plazos y el valor; la primera consulta es gratis y sin compromiso.',
      'Siga reuniendo los documentos de la lista.',
    ],
    mass_tort: [
      'Un gestor de casos se comunicará con usted en 24 a 48 horas sobre los abogados que aceptan casos como el suyo.',
      'Guarde el producto, su empaque y sus registros de cuándo lo usó.',
      'Siga reuniendo los documentos de la lista.',
    ],
    review: [
      'Un gestor de casos revisará su caso y puede comunicarse con usted para pedirle los datos que faltan.',
      'Siga reuniendo los documentos de la lista.',
    ],
    represented: [
      'Su abogado es quien puede responderle sobre los plazos y el valor; este informe puede ayudar en esa conversación.',
    ],
    workers_comp: [
      'Reporte la lesión a su empleador por escrito si aún no lo ha hecho, y comuníquese con la agencia de compensación laboral de su estado: le explica sus beneficios y los formularios, sin costo.',
      'Un abogado de compensación laboral puede ayudarle si le niegan el reclamo o le suspenden los beneficios; sus honorarios suelen estar fijados o aprobados por el estado.',
      'Si más adelante se entera de que alguien ajeno a su empleador tuvo parte (un fabricante de equipo, un contratista, un conductor), díganoslo: eso puede ser un reclamo por lesión aparte.',
    ],
    dates_check: [
      'Hoy una persona de nuestro equipo revisará las fechas de su reclamo y se comunicará con usted.',
      'Mientras no tenga noticias nuestras, por favor no firme nada sobre este reclamo, como un finiquito o una oferta de acuerdo.',
      'Siga reuniendo los documentos de la lista.',
    ],
    not_referred: [
      'Si un plazo está cerca, comuníquese pronto con un abogado o con el servicio de referencia de abogados del colegio de abogados de su estado.',
    ],
  },
  matchedOffice: (office) => `El abogado que le asignamos tiene una oficina en ${office}.`,
  howAttorneyIsChosen:
    'Entre los abogados participantes con licencia en su estado que aceptan su tipo de caso y tienen espacio para él, el caso va al que tiene menos carga según su capacidad; nunca ordenamos por pagos ni por calificaciones.',
  matchingDisclosure:
    'Los abogados participantes pagan por formar parte de nuestra red. Una asignación no es una recomendación ni un juicio sobre la calidad de ningún abogado. Usted puede elegir al abogado que quiera.',
  notReferredReasons: {
    within_deadline:
      'Parece que venció el plazo que calculamos para su reclamo. Hay excepciones, así que un abogado debería revisarlo pronto.',
    has_injury: 'No supimos de ninguna lesión, y nuestros abogados aceptan reclamos por lesiones.',
    other_party_at_fault:
      'Por lo que nos contó, la regla de su estado sobre la culpa compartida podría no permitirle cobrar, o nadie más tuvo la culpa.',
    not_represented: 'Usted ya tiene un abogado para este accidente.',
    claim_beyond_workers_comp:
      'Usted se lesionó en el trabajo y no participó nadie ajeno a su empleador, lo que normalmente lo convierte en un reclamo de compensación laboral.',
    state_served: 'Ocurrió en un estado donde todavía no tenemos abogados participantes.',
    value_above_floor:
      'El valor estimado está por debajo de lo que aceptan nuestros abogados participantes, así que no podemos asignarlo.',
  },
  help: {
    lawyerReferral: (name) => `${name}: referencias de abogados en su estado`,
    workersComp: (name) => `${name}: la agencia de compensación laboral de su estado`,
    nationalLawyerReferral:
      'Directorio de servicios de referencia de abogados de la American Bar Association, por estado (en inglés)',
    nationalWorkersComp:
      'Lista de agencias estatales de compensación laboral del Departamento de Trabajo de EE. UU. (en inglés)',
    notYetChecked: 'dirección tomada de conocimiento general, todavía sin verificar por nosotros',
  },
  evidence,
  disclaimers: [
    `${organization.productName} es un servicio gratuito de referencias, no un bufete de abogados. Este informe es información general, no asesoría legal, y no crea una relación entre abogado y cliente.`,
    'El rango es una estimación hecha con métodos de valoración comunes y con los datos que usted nos dio. No es una garantía ni una promesa de ningún resultado; los resultados de otros casos no predicen el suyo.',
    'Los plazos que se muestran son estimaciones basadas en reglas generales de cada estado. Hay excepciones (para menores de edad, organismos del gobierno, daños descubiertos más tarde) que pueden acortarlos o alargarlos: un abogado debe confirmar los plazos que le corresponden.',
  ],
  contactLine: `Preguntas: ${organization.supportEmail} o ${organization.supportPhone}.`,

  email: {
    subject: `Su informe del valor de su caso de ${organization.productName}`,
    correctedSubject: `Su informe corregido del valor de su caso de ${organization.productName}`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    correctedIntro: 'Corregimos los datos de su caso y volvimos a calcular su informe. Lo que cambió:',
    attachedAndOnline:
      'Gracias por contarnos lo que pasó. Su informe del valor de su caso va adjunto en PDF y también está en línea en:',
    attachedAndOnlineHtml:
      'Gracias por contarnos lo que pasó. Su informe del valor de su caso va adjunto en PDF y también está en línea:',
    openReport: 'Abrir su informe',
    worksUntil: (date) => `(el enlace funciona hasta el ${date})`,
    urgent:
      'Importante: es posible que un plazo para su reclamo esté cerca. Hable con un abogado lo antes posible.',
    datesCheck:
      'Importante: hoy una persona de nuestro equipo revisará las fechas de su reclamo. Mientras no tenga noticias nuestras, por favor no firme nada sobre este reclamo, como un finiquito o una oferta de acuerdo.',
    estimatedRange: (range) => `Rango estimado: ${range}`,
    estimateNote:
      'Es una estimación hecha con métodos de valoración comunes y con los datos que usted nos dio, no una promesa.',
    shortEstimateNote: 'Una estimación, no una promesa.',
    whatNext: 'Qué pasa ahora:',
  },
};
