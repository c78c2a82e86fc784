import { E } from './entry';

/**
 * Chapters XXII and XXI: codes for special purposes (U00–U85: COVID-19) and factors influencing
 * health status and contact with health services (Z00–Z99): check-ups, vaccination, pregnancy
 * supervision, certificates and repeat prescriptions, the everyday reasons of a primary-care visit.
 */
export const SPECIAL_FACTORS = [
  E('U07.1', 'COVID-19, ვირუსი იდენტიფიცირებულია', 'COVID-19, virus identified'),
  E('U07.2', 'COVID-19, ვირუსი იდენტიფიცირებული არ არის', 'COVID-19, virus not identified'),
  E('U09.9', 'COVID-19-ის შემდგომი მდგომარეობა, დაუზუსტებელი', 'Post COVID-19 condition, unspecified'),
  E('Z00', 'ჩივილებისა და დასმული დიაგნოზის არმქონე პირთა ზოგადი გასინჯვა და გამოკვლევა', 'General examination and investigation of persons without complaint or reported diagnosis'),
  E('Z00.0', 'ზოგადი სამედიცინო გასინჯვა', 'General medical examination'),
  E('Z00.1', 'ბავშვის რუტინული პროფილაქტიკური გასინჯვა', 'Routine child health examination'),
  E('Z01.4', 'გინეკოლოგიური გასინჯვა (ზოგადი)(რუტინული)', 'Gynaecological examination (general)(routine)'),
  E('Z02.7', 'სამედიცინო ცნობის გაცემა', 'Issue of medical certificate'),
  E('Z03.9', 'დაკვირვება საეჭვო დაავადების ან მდგომარეობის გამო, დაუზუსტებელი', 'Observation for suspected disease or condition, unspecified'),
  E('Z12.4', 'საშვილოსნოს ყელის ავთვისებიანი სიმსივნის სკრინინგი', 'Special screening examination for neoplasm of cervix'),
  E('Z13.1', 'შაქრიანი დიაბეტის სკრინინგი', 'Special screening examination for diabetes mellitus'),
  E('Z20.3', 'ცოფის ვირუსთან კონტაქტი და ექსპოზიცია (ცოფის რისკი)', 'Contact with and exposure to rabies'),
  E('Z23', 'ცალკეული ბაქტერიული დაავადების საწინააღმდეგო იმუნიზაციის (ვაქცინაციის) საჭიროება', 'Need for immunization against single bacterial diseases'),
  E('Z23.5', 'მხოლოდ ტეტანუსის საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against tetanus alone'),
  E('Z24.2', 'ცოფის საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against rabies'),
  E('Z24.6', 'ვირუსული ჰეპატიტის საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against viral hepatitis'),
  E('Z25.1', 'გრიპის საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against influenza'),
  E('Z25.8', 'სხვა დაზუსტებული ცალკეული ვირუსული დაავადების საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against other specified single viral diseases'),
  E('Z27.1', 'დიფთერიის, ტეტანუსისა და ყივანახველას (DTP) საწინააღმდეგო კომბინირებული იმუნიზაციის საჭიროება', 'Need for immunization against diphtheria-tetanus-pertussis, combined [DTP]'),
  E('Z27.4', 'წითელას, ყბაყურასა და წითურას (MMR) საწინააღმდეგო იმუნიზაციის საჭიროება', 'Need for immunization against measles-mumps-rubella [MMR]'),
  E('Z30.0', 'ზოგადი კონსულტაცია და რჩევა კონტრაცეფციის შესახებ', 'General counselling and advice on contraception'),
  E('Z32.0', 'ორსულობა, ჯერ არ არის დადასტურებული', 'Pregnancy, not (yet) confirmed'),
  E('Z32.1', 'ორსულობა დადასტურებულია', 'Pregnancy confirmed'),
  E('Z33', 'ორსულობა, როგორც თანმხლები მდგომარეობა', 'Pregnant state, incidental'),
  E('Z34', 'ნორმალური ორსულობის მეთვალყურეობა', 'Supervision of normal pregnancy'),
  E('Z34.0', 'ნორმალური პირველი ორსულობის მეთვალყურეობა', 'Supervision of normal first pregnancy'),
  E('Z34.8', 'სხვა ნორმალური ორსულობის მეთვალყურეობა', 'Supervision of other normal pregnancy'),
  E('Z34.9', 'ნორმალური ორსულობის მეთვალყურეობა, დაუზუსტებელი', 'Supervision of normal pregnancy, unspecified'),
  E('Z35.9', 'მაღალი რისკის ორსულობის მეთვალყურეობა, დაუზუსტებელი', 'Supervision of high-risk pregnancy, unspecified'),
  E('Z39.2', 'მშობიარობის შემდგომი რუტინული მეთვალყურეობა', 'Routine postpartum follow-up'),
  E('Z71.3', 'კონსულტაცია და მეთვალყურეობა კვების რეჟიმის შესახებ', 'Dietary counselling and surveillance'),
  E('Z71.6', 'კონსულტაცია თამბაქოს მოხმარების შესახებ', 'Tobacco abuse counselling'),
  E('Z72.0', 'თამბაქოს მოხმარება', 'Tobacco use'),
  E('Z73.0', 'გადაწვის სინდრომი (პროფესიული გადაწვა)', 'Burn-out'),
  E('Z76.0', 'განმეორებითი რეცეპტის გამოწერა', 'Issue of repeat prescription'),
  E('Z88.0', 'პენიცილინზე ალერგია ანამნეზში', 'Personal history of allergy to penicillin'),
];
