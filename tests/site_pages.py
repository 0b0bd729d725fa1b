"""Pages of one made-up site whose every page carries a long staff list, for the site
memory tests: four long stories and two short ones, all different articles."""

from __future__ import annotations

import html

from tests.sites import page

STAFF = [
    f"{name}, {role}, covers {beat} for the Valley Courier and answers readers' letters "
    "every Friday morning."
    for name, role, beat in [
        ("Ada Brook", "senior reporter", "the county council"),
        ("Ben Carrow", "staff writer", "schools and colleges"),
        ("Cleo Dunn", "photographer", "farming and the markets"),
        ("Dev Patel", "editor", "courts and the police"),
        ("Eva Lund", "data reporter", "housing and planning"),
        ("Finn Hale", "correspondent", "the coast and the ports"),
        ("Gus Ortiz", "copy editor", "sport on the weekends"),
        ("Hana Mori", "features writer", "arts and the theatre"),
        ("Ivo Grant", "night editor", "the late news desk"),
        ("Jo Marsh", "reporter", "health and the hospitals"),
        ("Kai Ellis", "video producer", "the weekly news film"),
        ("Lena Voss", "columnist", "the valley's history"),
    ]
]
LONG = [
    ["The county will rebuild the old stone bridge over the river next spring, after "
     "engineers found cracks in two of its arches during a routine inspection in May.",
     "Drivers will be sent along the ring road for six months. Buses keep their stops, but "
     "the timetable changes, and the council will post the new times at every shelter.",
     "The work is paid for by a national grant for ageing bridges. Local firms were invited "
     "to bid, and the council expects to name the contractor before the end of the year.",
     "Residents asked for a footpath to stay open during the works; the council said a "
     "temporary footbridge would be built beside the old one before the road closes."],
    ["The harbour festival returned on Saturday after a three-year pause, with boat races, "
     "a fish market on the quay and a brass band playing from the lifeboat station.",
     "Organisers counted nearly nine thousand visitors, twice the number they had planned "
     "for. Car parks on the hill were full by ten, and extra trains ran from the city.",
     "The lifeboat crew raised money for a new engine with tours of their station, and "
     "children queued for an hour to sit at the wheel of the inshore boat.",
     "The festival committee said it would meet in October to decide whether the event "
     "should grow to two days, and asked residents for their views on the parking."],
    ["Teachers at the secondary school on Mill Lane will strike for two days next month "
     "over class sizes, their union said after a ballot of its members on Tuesday.",
     "The head teacher wrote to parents that the school would stay open for pupils sitting "
     "exams, while other year groups would be given work to do at home.",
     "The education authority said talks would continue, and that it had offered to hire "
     "four more teachers from January if the budget allowed it.",
     "Parents at the gates were divided: some backed the teachers, others worried about "
     "pupils who had already lost months of lessons in recent years."],
    ["A family-run bakery on the high street has won a national prize for its sourdough, "
     "beating more than four hundred entries from across the country.",
     "The owners, who opened the shop twelve years ago in a former bank, bake through the "
     "night and sell out of bread most mornings before eleven o'clock.",
     "The judges praised the loaf's crust and its long fermentation, which the bakers say "
     "takes thirty hours from the first mix to the oven.",
     "The prize comes with a trip to a baking fair abroad, and the owners said they would "
     "close the shop for a week in September to go together."],
]
SHORT = [
    ["The library on Church Street will open on Sundays from next month, the council said, "
     "after a petition signed by more than two thousand readers asked for longer hours.",
     "Volunteers will staff the desk on Sunday afternoons, and the children's corner will "
     "hold a story hour at three o'clock.",
     "The longer hours will be tried for six months before the council decides whether "
     "to keep them."],
    ["The museum on Bridge Street will open on Mondays from next month, the trustees "
     "announced, after visitors to the town's summer fair asked for a weekday to come in.",
     "Volunteers will guide tours on Monday mornings, and the map room will hold a talk at "
     "eleven o'clock.",
     "Entry stays free for children under twelve and for residents of the county."],
]


def article_page(paragraphs: list[str], next_url: str | None = None) -> tuple[bytes, str]:
    body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    staff = "".join(f"<p>{html.escape(line)}</p>" for line in STAFF)
    link = f"<a href='{next_url}'>next</a>" if next_url else ""
    # No headline, one title for every page: nothing on the page itself tells the story
    # from the staff list.
    return page(
        "<html><head><title>Valley Courier</title></head><body>"
        f"<div class='a'>{body}</div><div class='b'>{staff}</div>{link}</body></html>")
