import { E } from './entry';

/** Chapter VI, diseases of the nervous system (G00–G99). */
export const NERVOUS = [
  E('G00.9', 'ბაქტერიული მენინგიტი, დაუზუსტებელი', 'Bacterial meningitis, unspecified'),
  E('G04.9', 'ენცეფალიტი, მიელიტი და ენცეფალომიელიტი, დაუზუსტებელი', 'Encephalitis, myelitis and encephalomyelitis, unspecified'),
  E('G20', 'პარკინსონის დაავადება', "Parkinson's disease"),
  E('G25.8', 'სხვა დაზუსტებული ექსტრაპირამიდული და მოძრაობის დარღვევები (მოუსვენარი ფეხების სინდრომი)', 'Other specified extrapyramidal and movement disorders'),
  E('G30.9', 'ალცჰაიმერის დაავადება, დაუზუსტებელი', "Alzheimer's disease, unspecified"),
  E('G35', 'გაფანტული სკლეროზი', 'Multiple sclerosis'),
  E('G40.9', 'ეპილეფსია, დაუზუსტებელი', 'Epilepsy, unspecified'),
  E('G43', 'შაკიკი (მიგრენი)', 'Migraine'),
  E('G43.0', 'შაკიკი აურის გარეშე (ჩვეულებრივი შაკიკი)', 'Migraine without aura [common migraine]'),
  E('G43.1', 'შაკიკი აურით (კლასიკური შაკიკი)', 'Migraine with aura [classical migraine]'),
  E('G43.9', 'შაკიკი, დაუზუსტებელი', 'Migraine, unspecified'),
  E('G44.0', 'კლასტერული თავის ტკივილის სინდრომი', 'Cluster headache syndrome'),
  E('G44.2', 'დაძაბულობის ტიპის თავის ტკივილი', 'Tension-type headache'),
  E('G44.4', 'მედიკამენტებით გამოწვეული თავის ტკივილი, სხვაგან არაკლასიფიცირებული', 'Drug-induced headache, not elsewhere classified'),
  E('G45.9', 'თავის ტვინის ტრანზიტორული იშემიური შეტევა, დაუზუსტებელი', 'Transient cerebral ischaemic attack, unspecified'),
  E('G47.0', 'დაძინებისა და ძილის შენარჩუნების დარღვევები (უძილობა)', 'Disorders of initiating and maintaining sleep [insomnias]'),
  E('G47.3', 'ძილის აპნოე', 'Sleep apnoea'),
  E('G50.0', 'სამწვერა ნერვის ნევრალგია', 'Trigeminal neuralgia'),
  E('G51.0', 'ბელის დამბლა (სახის ნერვის ნევრიტი)', "Bell's palsy"),
  E('G56.0', 'კარპალური არხის სინდრომი', 'Carpal tunnel syndrome'),
  E('G62.9', 'პოლინეიროპათია, დაუზუსტებელი', 'Polyneuropathy, unspecified'),
  E('G83.4', 'ცხენის კუდის სინდრომი', 'Cauda equina syndrome'),
];
