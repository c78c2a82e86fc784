import { E } from './entry';

/**
 * Chapters XV–XVII: pregnancy, childbirth and the puerperium (O00–O99), conditions of the
 * perinatal period (P00–P96), congenital malformations (Q00–Q99). The routine supervision of a
 * normal pregnancy is Z34, with the other Z codes.
 */
export const PREGNANCY_PERINATAL = [
  E('O00.9', 'ექტოპიური (საშვილოსნოსგარე) ორსულობა, დაუზუსტებელი', 'Ectopic pregnancy, unspecified'),
  E('O02.1', 'განუვითარებელი (გაყინული) ორსულობა', 'Missed abortion'),
  E('O03.9', 'თვითნებითი აბორტი, სრული ან დაუზუსტებელი, გართულების გარეშე', 'Spontaneous abortion, complete or unspecified, without complication'),
  E('O13', 'ორსულობით გამოწვეული ჰიპერტენზია მნიშვნელოვანი პროტეინურიის გარეშე (გესტაციური ჰიპერტენზია)', 'Gestational [pregnancy-induced] hypertension'),
  E('O14.9', 'პრეეკლამფსია, დაუზუსტებელი', 'Pre-eclampsia, unspecified'),
  E('O20.0', 'აბორტის საშიშროება', 'Threatened abortion'),
  E('O21.0', 'ორსულთა მსუბუქი ღებინება', 'Mild hyperemesis gravidarum'),
  E('O21.1', 'ორსულთა უძლეველი ღებინება მეტაბოლური დარღვევებით', 'Hyperemesis gravidarum with metabolic disturbance'),
  E('O23.4', 'საშარდე გზების დაუზუსტებელი ინფექცია ორსულობისას', 'Unspecified infection of urinary tract in pregnancy'),
  E('O24.4', 'ორსულობისას განვითარებული შაქრიანი დიაბეტი (გესტაციური დიაბეტი)', 'Diabetes mellitus arising in pregnancy'),
  E('O60.0', 'ნაადრევი სამშობიარო მოქმედება მშობიარობის გარეშე', 'Preterm labour without delivery'),
  E('O91.2', 'მშობიარობასთან დაკავშირებული არაჩირქოვანი (ლაქტაციური) მასტიტი', 'Nonpurulent mastitis associated with childbirth'),
  E('O99.0', 'ანემია, რომელიც ართულებს ორსულობას, მშობიარობას და მშობიარობის შემდგომ პერიოდს', 'Anaemia complicating pregnancy, childbirth and the puerperium'),
  E('P59.9', 'ახალშობილის სიყვითლე, დაუზუსტებელი', 'Neonatal jaundice, unspecified'),
  E('Q40.0', 'თანდაყოლილი ჰიპერტროფიული პილოროსტენოზი', 'Congenital hypertrophic pyloric stenosis'),
];
