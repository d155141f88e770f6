// Month and weekday names in the languages the reasoner reads (English, German, French, Spanish, Dutch).

/** Month number by lower-cased name or English abbreviation. */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, 'january jan januar jänner janvier enero januari'],
      [2, 'february feb februar février fevrier febrero februari'],
      [3, 'march mar märz maerz mars marzo maart'],
      [4, 'april apr avril abril'],
      [5, 'may mai mayo mei'],
      [6, 'june jun juni juin junio'],
      [7, 'july jul juli juillet julio'],
      [8, 'august aug août aout agosto augustus'],
      [9, 'september sep sept septembre septiembre setiembre'],
      [10, 'october oct oktober octobre octubre'],
      [11, 'november nov novembre noviembre'],
      [12, 'december dec dezember décembre decembre diciembre'],
    ] as const
  ).flatMap(([month, names]) => names.split(' ').map((name) => [name, month] as const)),
);

/** ISO weekday (Monday 1) by lower-cased name. */
export const WEEKDAYS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, 'monday montag lundi lunes maandag'],
      [2, 'tuesday dienstag mardi martes dinsdag'],
      [3, 'wednesday mittwoch mercredi miércoles miercoles woensdag'],
      [4, 'thursday donnerstag jeudi jueves donderdag'],
      [5, 'friday freitag vendredi viernes vrijdag'],
      [6, 'saturday samstag samedi sábado sabado zaterdag'],
      [7, 'sunday sonntag dimanche domingo zondag'],
    ] as const
  ).flatMap(([weekday, names]) => names.split(' ').map((name) => [name, weekday] as const)),
);

/** A regex alternation of the names, longest first so that "march" wins over "mar". */
export function alternationOf(names: Iterable<string>): string {
  return [...names].sort((a, b) => b.length - a.length).join('|');
}
